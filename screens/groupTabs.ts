import { createElement } from "react";
import { groupTabsOf } from "../src/schema/resourceFile";
import type { ScreenRoute } from "./types";

/**
 * Puts every screen that names a group under its group's tab bar: resource lists and bespoke
 * screens alike, with the tabs found among all of `screens` (one route table). The tab bar's code
 * loads with the screen, never before.
 */
export function withGroupTabs(screens: readonly ScreenRoute[]): ScreenRoute[] {
  const members = screens.flatMap((screen) =>
    screen.group && !screen.redirectTo
      ? [
          {
            group: screen.group,
            route: screen.path,
            title: screen.title ?? screen.path,
            access: { read: screen.access },
          },
        ]
      : [],
  );
  return screens.map((screen) => {
    const group = screen.group;
    if (!group || screen.redirectTo) return screen;
    const tabs = groupTabsOf(screen, members);
    if (tabs.length < 2) return screen;
    return {
      ...screen,
      load: async () => {
        const [{ default: Screen }, { GroupTabsFrame }] = await Promise.all([
          screen.load(),
          import("../src/client/engine/crud/GroupTabsFrame"),
        ]);
        const Grouped = () =>
          createElement(
            GroupTabsFrame,
            { group: group.name, tabs, current: screen.path },
            createElement(Screen),
          );
        Grouped.displayName = `Grouped(${screen.path})`;
        return { default: Grouped };
      },
    };
  });
}
