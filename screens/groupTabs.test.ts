import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { MENU_ROUTES } from "../src/client/shell/menu/menuRoutes";
import { type GroupTab, groupBarsOf, groupTabsOf } from "../src/schema/resourceFile";
import { withGroupTabs } from "./groupTabs";
import { staffScreens } from "./staffScreens";
import type { ScreenRoute } from "./types";

interface FrameProps {
  tabs: GroupTab[];
  current: string;
  group: string;
  children?: unknown;
}

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

describe("nested groups (within)", () => {
  const nested: ScreenRoute[] = [
    { path: "/f/one", group: { name: "outer", title: "One", order: 1 }, load: page("one") },
    { path: "/f/two", group: { name: "outer", title: "Two", order: 2 }, load: page("two") },
    {
      path: "/c/all",
      group: { name: "inner", title: "All", order: 0, within: { name: "outer", title: "Inner", order: 1.5 } },
      access: ["z"],
      load: page("all"),
    },
    { path: "/c/a", group: { name: "inner", title: "A", order: 1 }, load: page("a") },
  ];
  const grouped = withGroupTabs(nested);

  it("make the nested group one tab of the outer bar, leading to its first tab", async () => {
    const { default: Screen } = await (grouped.find((s) => s.path === "/f/two") as ScreenRoute).load();
    const frame = (Screen as () => ReactElement<FrameProps>)();
    expect(frame.props.tabs).toEqual([
      { route: "/f/one", title: "One", read: undefined },
      { route: "/c/all", title: "Inner", read: ["z"] },
      { route: "/f/two", title: "Two", read: undefined },
    ]);
  });

  it("show a nested screen under the outer bar, its group's tab selected, and its own bar inside", async () => {
    const { default: Screen } = await (grouped.find((s) => s.path === "/c/a") as ScreenRoute).load();
    const outer = (Screen as () => ReactElement<FrameProps>)();
    expect(outer.props.group).toBe("outer");
    expect(outer.props.current).toBe("/c/all");
    const inner = outer.props.children as ReactElement<FrameProps>;
    expect(inner.props.group).toBe("inner");
    expect(inner.props.current).toBe("/c/a");
    expect(inner.props.tabs.map((tab) => tab.title)).toEqual(["All", "A"]);
  });
});

describe("the staff route table's tab bars", () => {
  const screens = staffScreens.screens;
  const members = screens.flatMap((screen) =>
    screen.group && !screen.redirectTo
      ? [{ group: screen.group, route: screen.path, title: screen.title ?? screen.path }]
      : [],
  );
  const barsOf = (path: string) => {
    const member = members.find((m) => m.route === path);
    if (!member) throw new Error(`${path} is in no group`);
    return groupBarsOf(member, members).filter((bar) => bar.tabs.length > 1);
  };

  it("reach every grouped screen by clicking tabs from the side menu's entries", () => {
    const reached = new Set<string>();
    const queue = Object.values(MENU_ROUTES).map((entry) => entry.route);
    while (queue.length > 0) {
      const path = queue.pop() as string;
      if (reached.has(path)) continue;
      reached.add(path);
      if (members.some((m) => m.route === path))
        for (const bar of barsOf(path)) queue.push(...bar.tabs.map((tab) => tab.route));
    }
    const unreached = members
      .filter((m) => groupTabsOf(m, members).length > 1 && !reached.has(m.route))
      .map((m) => m.route);
    expect(unreached).toEqual([]);
  });

  it("show the commission setup tabs inside Fees Assignment's Commission Setup tab", () => {
    const bars = barsOf("/commission_setup/acceptance_fees");
    expect(bars.map((bar) => [bar.group, bar.current])).toEqual([
      ["fees_assignment", "/commission_setup/school_fees"],
      ["commission_setup", "/commission_setup/acceptance_fees"],
    ]);
    expect(bars[0]?.tabs.find((tab) => tab.route === bars[0]?.current)?.title).toBe("Commission Setup");
    expect(bars[1]?.tabs.map((tab) => tab.route)).toEqual([
      "/commission_setup/school_fees",
      "/commission_setup/school_fees/edit",
      "/commission_setup/acceptance_fees",
      "/commission_setup/pg_school_fees",
      "/commission_setup/busary_fees",
      "/commission_setup/sundry_fees",
    ]);
  });
});
