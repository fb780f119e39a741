import { sql } from "drizzle-orm";
import { SUPER_ADMIN_ROLE } from "../../../schema/access";
import { type Db, queryRows } from "../../db/database";
import { ConflictError, ForbiddenError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import type { ResourceRegistry } from "./resourceRegistry";
import type { GuardedWrite, RowGuard } from "./rowGuard";

/**
 * Rows that keep the portal administrable (issue 14 §2). Whoever writes them:
 * - the super-admin role cannot be switched off or deleted (409, for everyone);
 * - the last active account holding it cannot be switched off or deleted, nor lose the role (409);
 * - roles that grant account administration (the write roles of the user, role, role-menu,
 *   role-claim and user-role lists: superadmin, ictadmin), their menus, claims and holders, and
 *   the accounts holding them, change only by a super-admin's hand (403).
 * Migration 0056 enforces the first two in the database as well (any writer, concurrent writes);
 * its refusals carry PROTECTED_ROW_SQLSTATE and answer 409 with the same words.
 */

/** The SQLSTATE of migration 0056's refusals ("MX" is no PostgreSQL class). */
export const PROTECTED_ROW_SQLSTATE = "MX409";

/** The role whose last holder and whose row keep the portal administrable. */
export const PORTAL_GUARD_ROLE = SUPER_ADMIN_ROLE;

/** The identity tables: who may write any of them can hand out access. */
const ACCOUNT_TABLES = new Set(["users", "user_roles", "roles", "role_claims", "role_menus"]);

export const PROTECTED_MESSAGES = {
  guardRole: (title: string) => `The ${title} role is protected: it cannot be switched off or deleted.`,
  lastHolder: (userName: string, title: string) =>
    `${userName} is the last active ${title}: the account cannot be switched off or deleted, nor the role taken away.`,
  adminRole: (title: string) =>
    `Only a super administrator may change the ${title} role, its menus, claims or holders: it grants account administration.`,
  adminAccount: (userName: string, title: string) =>
    `Only a super administrator may change ${userName}: the account holds the ${title} role, which grants account administration.`,
};

/** Roles that grant account administration: the write roles of every identity-table list. */
export function accountAdminRoles(registry: ResourceRegistry): ReadonlySet<string> {
  const roles = new Set<string>([PORTAL_GUARD_ROLE]);
  for (const resource of registry.resources.values())
    if (ACCOUNT_TABLES.has(resource.table)) for (const role of resource.file.access.write) roles.add(role);
  return roles;
}

interface RoleRow {
  id: number;
  name: string;
  title: string;
}

async function rolesByIds(tx: Db, ids: readonly unknown[]): Promise<RoleRow[]> {
  const wanted = ids.filter((id): id is number => typeof id === "number");
  if (wanted.length === 0) return [];
  return queryRows<RoleRow>(
    tx,
    sql`SELECT id, name, title FROM roles WHERE id IN (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

async function guardRoleTitle(tx: Db): Promise<string> {
  const [role] = await queryRows<{ title: string }>(
    tx,
    sql`SELECT title FROM roles WHERE name = ${PORTAL_GUARD_ROLE}`,
  );
  return role?.title ?? PORTAL_GUARD_ROLE;
}

/**
 * Refuses (409) when `userId` is an active holder of the guard role and no other active account
 * holds it. Locks the role's row first, as migration 0056's triggers do, so two admins switching
 * each other off at once are taken one after the other and the second is refused.
 */
export async function refuseLastGuardHolder(tx: Db, userId: number): Promise<void> {
  await queryRows(tx, sql`SELECT id FROM roles WHERE name = ${PORTAL_GUARD_ROLE} FOR UPDATE`);
  const [holder] = await queryRows<{ userName: string; others: number }>(
    tx,
    sql`SELECT u.user_name AS "userName",
      (SELECT count(*)::int FROM user_roles o JOIN users ou ON ou.id = o.user_id JOIN roles orl ON orl.id = o.role_id
        WHERE orl.name = ${PORTAL_GUARD_ROLE} AND ou.active AND ou.id <> u.id) AS others
    FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    WHERE u.id = ${userId} AND u.active AND r.name = ${PORTAL_GUARD_ROLE}`,
  );
  if (holder && holder.others === 0)
    throw new ConflictError(PROTECTED_MESSAGES.lastHolder(holder.userName, await guardRoleTitle(tx)));
}

const isSuperAdmin = (user: AuthUser) => user.roles.includes(SUPER_ADMIN_ROLE);

/** Whether the write switches the row off or removes it. */
function switchesOff(write: GuardedWrite): boolean {
  return write.kind === "delete" || (write.values?.active === false && write.before?.active !== false);
}

function refuseAdminRoles(roles: readonly RoleRow[], adminRoles: ReadonlySet<string>, user: AuthUser): void {
  const admin = roles.find((role) => adminRoles.has(role.name));
  if (admin && !isSuperAdmin(user)) throw new ForbiddenError(PROTECTED_MESSAGES.adminRole(admin.title));
}

/** The `roles` list: the guard role stays on; admin roles are the super-admin's to change. */
function rolesGuard(adminRoles: ReadonlySet<string>, user: AuthUser): RowGuard {
  return {
    async beforeWrite(tx, write) {
      if (!write.before) return;
      const [role] = await rolesByIds(tx, [write.before.id]);
      if (!role) return;
      if (role.name === PORTAL_GUARD_ROLE && switchesOff(write))
        throw new ConflictError(PROTECTED_MESSAGES.guardRole(role.title));
      refuseAdminRoles([role], adminRoles, user);
    },
  };
}

/** `role_menus`, `role_claims` and `user_roles`: links to an admin role are the super-admin's. */
function roleLinkGuard(adminRoles: ReadonlySet<string>, user: AuthUser, holders: boolean): RowGuard {
  return {
    async beforeWrite(tx, write) {
      const roles = await rolesByIds(tx, [write.before?.roleId, write.values?.roleId]);
      refuseAdminRoles(roles, adminRoles, user);
      const before = write.before;
      if (!holders || !before) return;
      const heldRole = roles.find((role) => role.id === before.roleId);
      const stripped =
        write.kind === "delete" ||
        write.values?.roleId !== before.roleId ||
        write.values?.userId !== before.userId;
      if (heldRole?.name === PORTAL_GUARD_ROLE && stripped && typeof before.userId === "number")
        await refuseLastGuardHolder(tx, before.userId);
    },
  };
}

/** `users`: the last guard holder stays on; admin accounts are the super-admin's to change. */
function usersGuard(adminRoles: ReadonlySet<string>, user: AuthUser): RowGuard {
  return {
    async beforeWrite(tx, write) {
      const before = write.before;
      if (!before) return;
      const held = await queryRows<RoleRow>(
        tx,
        sql`SELECT r.id, r.name, r.title FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${before.id}`,
      );
      const admin = held.find((role) => adminRoles.has(role.name));
      if (admin && !isSuperAdmin(user))
        throw new ForbiddenError(PROTECTED_MESSAGES.adminAccount(String(before.userName), admin.title));
      if (switchesOff(write)) await refuseLastGuardHolder(tx, before.id);
    },
  };
}

/** The protected-rows guard of one resource for `user`, or undefined when its table holds none. */
export function protectedRowGuard(
  adminRoles: ReadonlySet<string>,
  table: string,
  user: AuthUser | undefined,
): RowGuard | undefined {
  if (!user) return undefined;
  switch (table) {
    case "roles":
      return rolesGuard(adminRoles, user);
    case "role_menus":
    case "role_claims":
      return roleLinkGuard(adminRoles, user, false);
    case "user_roles":
      return roleLinkGuard(adminRoles, user, true);
    case "users":
      return usersGuard(adminRoles, user);
    default:
      return undefined;
  }
}
