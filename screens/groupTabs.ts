import { type ComponentType, createElement } from "react";
import { groupBarsOf } from "../src/schema/resourceFile";
import type { ScreenRoute } from "./types";

/**
 * Puts every screen that names a group under its group's tab bar: resource lists and bespoke
 * screens alike, with the tabs found among all of `screens` (one route table). A nested group's
 * screen (`within`) sits under the outer group's bar too, its group's tab selected there. The tab
 * bar's code loads with the screen, never before.
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
    if (!screen.group || screen.redirectTo) return screen;
    const bars = groupBarsOf({ group: screen.group, route: screen.path }, members).filter(
      (bar) => bar.tabs.length >= 2,
    );
    if (bars.length === 0) return screen;
    return {
      ...screen,
      load: async () => {
        const [{ default: Screen }, { GroupTabsFrame }] = await Promise.all([
          screen.load(),
          import("../src/client/engine/crud/GroupTabsFrame"),
        ]);
        // Innermost bar first around the screen, so the outer bar's panel holds the inner bar.
        const Grouped: ComponentType = () =>
          bars.reduceRight(
            (inner, bar) =>
              createElement(
                GroupTabsFrame,
                { group: bar.group, tabs: bar.tabs, current: bar.current },
                inner,
              ),
            createElement(Screen),
          );
        Grouped.displayName = `Grouped(${screen.path})`;
        return { default: Grouped };
      },
    };
  });
}
