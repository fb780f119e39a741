import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** Who is calling, as proven by a valid access token. */
export interface AuthUser {
  id: number;
  userName: string;
  /** "student" | "lecturer" | "official" (spec section 6). */
  userType: string;
  roles: string[];
  claims: string[];
  /** Set while a super-admin acts as this user. */
  impersonatorId?: number;
  /** The impersonation session (set with `impersonatorId`): every request checks it is still live. */
  impersonationId?: number;
  /**
   * The sign-in session (its refresh-token family) the token was issued in: every request checks
   * it is still live, so signing out or deactivation ends the token at once.
   */
  sessionId?: string;
}

interface TokenPayload {
  sub: string;
  name: string;
  typ: string;
  roles: string[];
  claims: string[];
  imp?: number;
  isn?: number;
  sid?: string;
  iat: number;
  exp: number;
  jti: string;
}

/** Access tokens are short-lived; the refresh token (httpOnly cookie) renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const HEADER = encode({ alg: "HS256", typ: "JWT" });

function sign(data: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

/** An HS256 JWT for `user`, valid for `seconds`. */
export function signAccessToken(
  user: AuthUser,
  secret: string,
  { seconds = ACCESS_TOKEN_SECONDS, now = Date.now() } = {},
): { token: string; expires: string } {
  const iat = Math.floor(now / 1000);
  const payload: TokenPayload = {
    sub: String(user.id),
    name: user.userName,
    typ: user.userType,
    roles: user.roles,
    claims: user.claims,
    iat,
    exp: iat + seconds,
    jti: randomUUID(),
    ...(user.impersonatorId === undefined ? {} : { imp: user.impersonatorId }),
    ...(user.impersonationId === undefined ? {} : { isn: user.impersonationId }),
    ...(user.sessionId === undefined ? {} : { sid: user.sessionId }),
  };
  const body = `${HEADER}.${encode(payload)}`;
  return {
    token: `${body}.${sign(body, secret).toString("base64url")}`,
    expires: new Date(payload.exp * 1000).toISOString(),
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `part` is base64url exactly as we write it: no padding, no other spelling of the same bytes. */
function isCanonical(part: string): boolean {
  return BASE64URL.test(part) && Buffer.from(part, "base64url").toString("base64url") === part;
}

/**
 * The user of a valid, unexpired token; undefined for anything else (no reason is given out).
 * Only the exact text we issue is accepted: base64 decoders forgive padding and stray bits, so
 * a token re-spelled (a trailing "=") would otherwise pass as a different string with the same
 * signature — and slip past anything that compares or stores tokens as text.
 */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AuthUser | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const [header, body, signature] = parts as [string, string, string];
  if (!isCanonical(body) || !isCanonical(signature)) return undefined;
  const expected = sign(`${header}.${body}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenPayload;
  } catch {
    return undefined;
  }
  if (typeof payload.exp !== "number" || payload.exp * 1000 <= now) return undefined;
  const id = Number(payload.sub);
  // An id the users table can hold (int4), so no later lookup can fail on it.
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  return {
    id,
    userName: payload.name,
    userType: payload.typ,
    roles: Array.isArray(payload.roles) ? payload.roles : [],
    claims: Array.isArray(payload.claims) ? payload.claims : [],
    ...(typeof payload.imp === "number" ? { impersonatorId: payload.imp } : {}),
    ...(typeof payload.isn === "number" ? { impersonationId: payload.isn } : {}),
    ...(typeof payload.sid === "string" && UUID.test(payload.sid) ? { sessionId: payload.sid } : {}),
  };
}
