/**
 * The roles named in an access token's payload. The login response carries no roles, but the
 * token the server signed does; reading (not trusting) it is enough to show them. Anything
 * unreadable gives no roles.
 */
export function rolesInToken(token: string): string[] {
  const payload = token.split(".")[1];
  if (!payload) return [];
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    if (typeof json !== "object" || json === null || !("roles" in json)) return [];
    const { roles } = json;
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === "string") : [];
  } catch {
    return [];
  }
}
