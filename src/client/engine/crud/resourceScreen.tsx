import type { ComponentType } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import { rolesInToken } from "../../features/profile/tokenRoles";
import { useSession } from "../../session/useSession";
import { CrudScreen } from "./CrudScreen";

/** Whether these roles may change the resource (the server checks again on every call). */
export function mayWrite(resource: ResourceFile, roles: readonly string[]): boolean {
  return roles.includes("superadmin") || resource.access.write.some((role) => roles.includes(role));
}

/** The screen of one admin list: its CrudScreen, with the write buttons only for those who may write. */
export function resourceScreen(resource: ResourceFile): ComponentType {
  function ResourceScreen() {
    const session = useSession();
    const roles = session ? rolesInToken(session.token) : [];
    return <CrudScreen resource={resource} canWrite={mayWrite(resource, roles)} />;
  }
  ResourceScreen.displayName = `ResourceScreen(${resource.name})`;
  return ResourceScreen;
}
