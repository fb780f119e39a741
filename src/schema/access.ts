/**
 * Who may do something, and the one rule that decides it. Framework-free: the server checks it
 * on every route (plugins/access.ts) and the browser uses it only to hide what would be refused.
 * - "public": anyone, signed in or not;
 * - "authenticated": any signed-in user;
 * - { roles }: a user holding one of the roles, or whose user type is listed (e.g. "official");
 * - { claims }: a user holding one of the claims.
 * The super-admin role passes every role and claim check — except an empty list, which grants no
 * one: a read-only admin list (`"write": []`, e.g. the audit log) stays read-only for everybody.
 */
export type Access =
  | "public"
  | "authenticated"
  | { roles: readonly string[] }
  | { claims: readonly string[] };

export const SUPER_ADMIN_ROLE = "superadmin";

/** What the rule needs to know about a signed-in user. */
export interface AccessHolder {
  userType: string;
  roles: readonly string[];
  claims: readonly string[];
}

export function isAllowed(user: AccessHolder, access: Access): boolean {
  if (access === "public" || access === "authenticated") return true;
  if (("roles" in access ? access.roles : access.claims).length === 0) return false;
  if (user.roles.includes(SUPER_ADMIN_ROLE)) return true;
  if ("roles" in access)
    return access.roles.some((role) => user.roles.includes(role) || user.userType === role);
  return access.claims.some((claim) => user.claims.includes(claim));
}
