import { describe, expect, it } from "vitest";
import { publicScreens } from "./public";
import { signedInScreens } from "./signedIn";
import type { ScreenRoute } from "./types";

// Every screens/*.ts module except the audience tables themselves: each exported route list must
// reach a user through one of them, or its screens are built but nobody can open them.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

function isRouteList(value: unknown): value is ScreenRoute[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === "object" && item !== null && "path" in item && "load" in item)
  );
}

const reachable = new Set(
  [publicScreens, signedInScreens.staff.screens, signedInScreens.student.screens].flatMap((screens) =>
    screens.map((screen) => screen.path),
  ),
);

describe("route tables", () => {
  const lists = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isRouteList(value))
      .map(([name, value]) => ({ file, name, screens: value as ScreenRoute[] })),
  );

  it("finds the route lists of the screens folder", () => {
    expect(lists.map((list) => list.name)).toEqual(
      expect.arrayContaining(["studentResultScreens", "staffResultScreens", "scoreScreens", "publicScreens"]),
    );
  });

  for (const list of lists) {
    it(`${list.file} ${list.name}: every screen is in the public, staff or student table`, () => {
      const missing = list.screens.map((screen) => screen.path).filter((path) => !reachable.has(path));
      expect(missing).toEqual([]);
    });
  }
});
