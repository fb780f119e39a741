import { staffScreens as indexed } from "virtual:staff-screens";
import { describe, expect, it } from "vitest";
import { RESIDENT_AREAS, staffIndexLines } from "./staffIndex";
import { staffScreenLines, staffScreens } from "./staffScreens";
import type { ScreenRoute } from "./types";

const areas = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const withoutLoad = ({ load: _load, ...facts }: ScreenRoute) => facts;

describe("the staff route table's light index (virtual:staff-screens)", () => {
  const lines = staffIndexLines();

  it("has the whole table's lines, in order, with the same facts", () => {
    expect(indexed.screens.map(withoutLoad)).toEqual(staffScreens.screens.map(withoutLoad));
    expect(indexed.frame).toBe(staffScreens.frame);
  });

  it("finds each lazy line by its path in its area's list: the whole table's own line", () => {
    for (const [index, line] of lines.entries()) {
      const list = areas[line.area]?.[line.list] as ScreenRoute[];
      expect(
        list.find((screen) => screen.path === line.facts.path),
        line.facts.path,
      ).toBe(staffScreenLines[index]);
    }
  });

  it("keeps only resident areas in the first load: every other line's code waits for its area", () => {
    const resident = lines.filter((line) => line.resident);
    expect(new Set(resident.map((line) => line.area))).toEqual(new Set(RESIDENT_AREAS));
    // The resource lists are resident (facts only); most bespoke areas are not.
    expect(lines.filter((line) => !line.resident).length).toBeGreaterThan(50);
    expect(new Set(lines.filter((line) => !line.resident).map((line) => line.area)).size).toBeGreaterThan(10);
  });

  it("opens a lazy line's own screen through its area", async () => {
    const path = "/user_management/impersonate";
    const viaIndex = indexed.screens.find((screen) => screen.path === path);
    const whole = staffScreens.screens.find((screen) => screen.path === path);
    expect(lines.find((line) => line.facts.path === path)?.resident).toBe(false);
    expect((await viaIndex?.load())?.default).toBe((await whole?.load())?.default);
  });
});
