import type { ReactNode } from "react";
import type { GroupTab } from "../../../schema/resourceFile";
import { ScreenGroupTabs } from "../../engine/crud/ScreenGroupTabs";
import { useEngineHost } from "../../engine/host";

/** An area's tab bar (the tabs its user may open) around the current screen. */
export function BursaryTabs({
  label,
  tabs,
  current,
  children,
}: {
  label: string;
  tabs: readonly GroupTab[];
  current: string;
  children: ReactNode;
}) {
  const { canAccess } = useEngineHost();
  const visible = tabs.filter((tab) => canAccess(tab.read));
  if (visible.length < 2) return <>{children}</>;
  return (
    <ScreenGroupTabs label={label} tabs={visible} current={current}>
      {children}
    </ScreenGroupTabs>
  );
}
