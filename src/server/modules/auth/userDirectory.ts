import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { menuItems, roleClaims, roleMenus, roles, userRoles, users } from "../../db/identity";
import { advisedClasses } from "../workflows/postPredicates";
import type { AuthUser } from "./accessToken";

export type UserRow = typeof users.$inferSelect;

/** A user with everything sign-in needs: roles, claims and menu names. */
export interface UserAccount {
  user: UserRow;
  roles: string[];
  claims: string[];
  menuItems: string[];
}

export async function findUserByUserName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Menus a staff post brings whatever the holder's roles (the posts of migration 0046 are rows,
 * not roles): a lecturer advising a class approves its course registrations. Keyed by the menu
 * name, with the condition on `users.id` = the user that grants it.
 */
export const POST_MENUS: Readonly<Record<string, (userId: number) => SQL>> = {
  approve_courses: (userId) => sql`EXISTS ${advisedClasses(userId)}`,
};

/** The menu names `user`'s active staff posts bring (POST_MENUS). */
async function postMenus(db: Db, userId: number): Promise<string[]> {
  const granted: string[] = [];
  for (const [name, condition] of Object.entries(POST_MENUS)) {
    const [row] = await queryRows<{ held: boolean }>(db, sql`SELECT ${condition(userId)} AS held`);
    if (row?.held) granted.push(name);
  }
  return granted;
}

/** Roles, claims and menus of `user`, from active roles and staff posts; menus in their set order. */
export async function loadAccount(db: Db, user: UserRow): Promise<UserAccount> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, user.id), eq(roles.active, true)))
    .orderBy(asc(roles.name));
  const roleIds = roleRows.map((r) => r.id);
  if (roleIds.length === 0) return { user, roles: [], claims: [], menuItems: [] };
  const inRoles = sql`IN (${sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const claimRows = await db
    .selectDistinct({ claim: roleClaims.claim })
    .from(roleClaims)
    .where(sql`${roleClaims.roleId} ${inRoles}`)
    .orderBy(asc(roleClaims.claim));
  const fromPosts = user.userType === "student" ? [] : await postMenus(db, user.id);
  const byPost =
    fromPosts.length === 0
      ? sql``
      : sql` OR ${menuItems.name} IN (${sql.join(
          fromPosts.map((name) => sql`${name}`),
          sql`, `,
        )})`;
  const menuRows = await db
    .selectDistinct({ name: menuItems.name, sortOrder: menuItems.sortOrder })
    .from(menuItems)
    .leftJoin(roleMenus, eq(menuItems.id, roleMenus.menuItemId))
    .where(sql`${roleMenus.roleId} ${inRoles}${byPost}`)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.name));
  return {
    user,
    roles: roleRows.map((r) => r.name),
    claims: claimRows.map((r) => r.claim),
    menuItems: menuRows.map((r) => r.name),
  };
}

export function toAuthUser(account: UserAccount, impersonatorId?: number): AuthUser {
  return {
    id: account.user.id,
    userName: account.user.userName,
    userType: account.user.userType,
    roles: account.roles,
    claims: account.claims,
    ...(impersonatorId === undefined ? {} : { impersonatorId }),
  };
}
