import type { ComponentType } from "react";
import { isAllowed } from "../../../schema/access";
import { groupTabsOf, type ResourceFile } from "../../../schema/resourceFile";
import { rolesInToken } from "../../features/profile/tokenRoles";
import { useSession } from "../../session/useSession";
import { CrudScreen } from "./CrudScreen";
import { ScreenGroupTabs } from "./ScreenGroupTabs";

/** "course_management" → "Course management": names the group's navigation for screen readers. */
function groupLabel(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The screen of one admin list: its CrudScreen, with the write buttons only for those who may
 * write, under its group's tab bar when the file names a group (`allFiles` are the resource files
 * the tabs are found among; only the tabs the user may open are shown).
 */
export function resourceScreen(
  resource: ResourceFile,
  allFiles: readonly ResourceFile[] = [],
): ComponentType {
  const tabs = groupTabsOf(resource, allFiles);
  function ResourceScreen() {
    const session = useSession();
    // The server's own rule (src/schema/access.ts), only to hide what it would refuse; it checks every call anyway.
    const holder = session
      ? { userType: session.profile.userType, roles: rolesInToken(session.token), claims: [] }
      : undefined;
    const canWrite = holder !== undefined && isAllowed(holder, { roles: resource.access.write });
    const screen = <CrudScreen resource={resource} canWrite={canWrite} />;
    const visibleTabs = tabs.filter((tab) => holder !== undefined && isAllowed(holder, { roles: tab.read }));
    if (!resource.group || visibleTabs.length < 2) return screen;
    return (
      <ScreenGroupTabs label={groupLabel(resource.group.name)} tabs={visibleTabs} current={resource.route}>
        {screen}
      </ScreenGroupTabs>
    );
  }
  ResourceScreen.displayName = `ResourceScreen(${resource.name})`;
  return ResourceScreen;
}
