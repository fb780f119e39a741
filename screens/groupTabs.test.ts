import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { GroupTab } from "../src/schema/resourceFile";
import { withGroupTabs } from "./groupTabs";
import type { ScreenRoute } from "./types";

const page = (text: string) => async () => ({ default: () => createElement("p", null, text) });

const screens: ScreenRoute[] = [
  { path: "/a/list", title: "List", group: { name: "area", order: 1 }, access: ["x"], load: page("list") },
  { path: "/a/bespoke", group: { name: "area", title: "Bespoke", order: 2 }, load: page("bespoke") },
  { path: "/a/secret", group: { name: "area", title: "Secret", order: 3 }, access: ["y"], load: page("s") },
  { path: "/a/preset", group: { name: "area", order: 0 }, redirectTo: "/a/list?x=1", load: page("p") },
  { path: "/alone", group: { name: "lonely" }, load: page("alone") },
  { path: "/plain", load: page("plain") },
];

describe("withGroupTabs", () => {
  const grouped = withGroupTabs(screens);

  it("leaves screens without a group, a redirect or a sibling as they are", () => {
    for (const path of ["/a/preset", "/alone", "/plain"])
      expect(grouped.find((s) => s.path === path)).toBe(screens.find((s) => s.path === path));
  });

  it("puts resource lists and bespoke screens of one group under one tab bar, in order, each tab with its access", async () => {
    const bespoke = grouped.find((s) => s.path === "/a/bespoke") as ScreenRoute;
    const { default: Screen } = await bespoke.load();
    const frame = (Screen as () => ReactElement<{ tabs: GroupTab[]; current: string; group: string }>)();
    expect(frame.props.group).toBe("area");
    expect(frame.props.current).toBe("/a/bespoke");
    expect(frame.props.tabs).toEqual([
      { route: "/a/list", title: "List", read: ["x"] },
      { route: "/a/bespoke", title: "Bespoke", read: undefined },
      { route: "/a/secret", title: "Secret", read: ["y"] },
    ]);
  });
});
