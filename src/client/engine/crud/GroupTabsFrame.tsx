import type { ReactNode } from "react";
import { type GroupTab, groupLabel } from "../../../schema/resourceFile";
import { useEngineHost } from "../host";
import { ScreenGroupTabs } from "./ScreenGroupTabs";

/**
 * A screen under its group's tab bar (spec 2: an area's screens as tabs), showing only the tabs
 * its user may open; with fewer than two of those, the screen alone. Resource lists and bespoke
 * screens of one group share it, so an area's tabs are the same wherever one stands.
 */
export function GroupTabsFrame({
  group,
  tabs,
  current,
  children,
}: {
  group: string;
  tabs: readonly GroupTab[];
  current: string;
  children?: ReactNode;
}) {
  const { canAccess } = useEngineHost();
  const visible = tabs.filter((tab) => !tab.read || canAccess(tab.read));
  if (visible.length < 2) return <>{children}</>;
  return (
    <ScreenGroupTabs label={groupLabel(group)} tabs={visible} current={current}>
      {children}
    </ScreenGroupTabs>
  );
}
