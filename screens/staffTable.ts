import type { AudienceScreens } from "./commonScreens";
import { frame } from "./frame";
import { withGroupTabs } from "./groupTabs";
import { withRecordChoosers } from "./recordChooser";
import type { ScreenRoute } from "./types";

/**
 * The staff's lines made a route table: each detail page's record chooser and each group's tab
 * bar around its screen. Shared by the whole table (screens/staffScreens.ts) and the light index
 * the browser loads (screens/staffIndex.ts), so both wrap alike.
 */
export function staffTable(lines: readonly ScreenRoute[]): AudienceScreens {
  return { frame, screens: withGroupTabs(withRecordChoosers(lines)) };
}
