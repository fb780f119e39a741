import type { ComponentType } from "react";
import { isAllowed } from "../../../schema/access";
import type { ResourceFile } from "../../../schema/resourceFile";
import { rolesInToken } from "../../features/profile/tokenRoles";
import { useSession } from "../../session/useSession";
import { CrudScreen } from "./CrudScreen";

/** The screen of one admin list: its CrudScreen, with the write buttons only for those who may write. */
export function resourceScreen(resource: ResourceFile): ComponentType {
  function ResourceScreen() {
    const session = useSession();
    // The server's own rule (src/schema/access.ts), only to hide buttons; it checks every call anyway.
    const canWrite =
      session !== null &&
      isAllowed(
        { userType: session.profile.userType, roles: rolesInToken(session.token), claims: [] },
        { roles: resource.access.write },
      );
    return <CrudScreen resource={resource} canWrite={canWrite} />;
  }
  ResourceScreen.displayName = `ResourceScreen(${resource.name})`;
  return ResourceScreen;
}
