import type { AuthUser } from "../auth/accessToken";
import { dependentLookupGuard } from "./dependentLookupGuard";
import { hooksOf } from "./hooks";
import { accountAdminRoles, protectedRowGuard } from "./protectedRows";
import type { ResourceDefinition } from "./resourceDefinition";
import type { ResourceRegistry } from "./resourceRegistry";
import { bothGuards, type RowGuard } from "./rowGuard";
import { defineStaffScopes, type ScopedAccess, staffScopeGuard } from "./staffScope";

/** The object-level checks of every resource, resolved once at start-up. */
export interface RowGuards {
  /** The guard of one call: staff scope (reads and writes) and protected rows (writes). */
  of(resource: ResourceDefinition, user: AuthUser | undefined, access: ScopedAccess): RowGuard | undefined;
}

/** Resolves the files' staff scopes (throwing a ResourceFileError for a bad one) and the account-admin roles. */
export function rowGuards(registry: ResourceRegistry): RowGuards {
  const scopes = defineStaffScopes(registry);
  const adminRoles = accountAdminRoles(registry);
  const dependentLookups = new Map(
    [...registry.resources.values()].map((resource) => [
      resource.name,
      dependentLookupGuard(resource, registry.lookups),
    ]),
  );
  return {
    of: (resource, user, access) =>
      bothGuards(
        staffScopeGuard(scopes, resource, user, access),
        // The resource's own rules (hooks/<name>.ts) and its dependent lookups bind every writer.
        access === "write"
          ? bothGuards(
              bothGuards(protectedRowGuard(adminRoles, resource.table, user), hooksOf(resource.name)),
              dependentLookups.get(resource.name),
            )
          : undefined,
      ),
  };
}
