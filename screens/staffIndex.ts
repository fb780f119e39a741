import { staffScreenLines } from "./staffScreens";
import type { ScreenRoute } from "./types";

/**
 * The light index of the staff's route table, made at build time (scripts/staffIndexPlugin.mjs)
 * from the whole table (screens/staffScreens.ts). The router, the menus, the tab bars and the
 * breadcrumbs need every line's facts up front, not its code: the whole table carried every
 * area's dynamic imports with their preload lists (about half its weight). So the browser gets
 * each line's facts and the area file it comes from, and fetches an area's module with the first
 * of its screens opened. Runs in Node (the build) and in tests, never in the browser.
 */

/** What of a line the index carries: everything but its code. */
export type ScreenFacts = Omit<ScreenRoute, "load">;

/**
 * Area files whose lines the index takes as they are: lines made from data whose screens' code
 * is already behind each line's own load (a resource file's list, of which there are many).
 */
export const RESIDENT_AREAS: readonly string[] = ["./resources.ts"];

export interface StaffIndexLine {
  /** The area file (`./bursary.ts`), its exported list holding the line and the line's place in it. */
  area: string;
  list: string;
  position: number;
  facts: ScreenFacts;
  resident: boolean;
}

// Every area file (the audience tables and this module left out: they hold no lines of their own).
const areas = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./staffScreens.ts", "!./staffIndex.ts", "!./signedIn.ts", "!./public.ts"],
  { eager: true },
);

/** Each exported list of an area file that holds `line` (the same object), resident areas first. */
function areaOf(line: ScreenRoute): { area: string; list: string; position: number } | undefined {
  const files = Object.keys(areas).sort(
    (a, b) => Number(RESIDENT_AREAS.includes(b)) - Number(RESIDENT_AREAS.includes(a)) || a.localeCompare(b),
  );
  for (const area of files) {
    for (const [list, value] of Object.entries(areas[area] ?? {})) {
      const position = Array.isArray(value) ? value.indexOf(line) : -1;
      if (position >= 0) return { area, list, position };
    }
  }
  return undefined;
}

/** A line's facts as data (the index is written as code from them; an absent value is left out). */
function factsOf(line: ScreenRoute): ScreenFacts {
  const { load: _load, ...facts } = line;
  const json = JSON.stringify(facts, (key, value: unknown) => {
    if (typeof value === "function")
      throw new Error(`${line.path}: ${key} is code; a staff line holds only data besides its load`);
    return value;
  });
  return JSON.parse(json) as ScreenFacts;
}

/** The staff table's lines in order, each with its facts and its area. */
export function staffIndexLines(): StaffIndexLine[] {
  return staffScreenLines.map((line) => {
    const found = areaOf(line);
    if (!found)
      throw new Error(
        `${line.path}: a staff line must come from an area file's exported list (screens/staffScreens.ts)`,
      );
    return { ...found, facts: factsOf(line), resident: RESIDENT_AREAS.includes(found.area) };
  });
}
