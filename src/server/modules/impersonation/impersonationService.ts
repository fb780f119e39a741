import type { EndedImpersonation, ImpersonationTicket } from "../../../contract/impersonation";
import type { Db } from "../../db/database";
import {
  AppError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { ACCESS_TOKEN_SECONDS, type AuthUser, signAccessToken } from "../auth/accessToken";
import { type LoginResponse, loginResponse } from "../auth/loginService";
import { findUserById, loadAccount, toAuthUser, type UserAccount } from "../auth/userDirectory";
import { hitRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import {
  IMPERSONATION_MESSAGES,
  mayImpersonate,
  requestFieldErrors,
  targetRefusal,
} from "./impersonationRules";
import type { ImpersonationEndReason, ImpersonationSessionRow } from "./impersonationTable";
import {
  claimStartToken,
  findSessionById,
  findSessionByToken,
  isLive,
  markExpiredSessions,
  markSessionEnded,
  START_TOKEN_SECONDS,
  storeImpersonationRequest,
} from "./impersonationTokenStore";
import { holdsLiveSession } from "./impersonatorBrowser";

/** Impersonations one person may start: enough for a help-desk hour, not for trawling accounts. */
export const REQUEST_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };
/** Link openings per address: tokens cannot be guessed, but nobody needs to try this often. */
export const LINK_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

/** The public page that trades a start token for a session (spec: /impersonation_login). */
export const LOGIN_PAGE = "/impersonation_login";

export interface ImpersonationRequest {
  impersonator: AuthUser;
  userIdToImpersonate: number;
  reason: string;
  minutes: number;
  actor: AuditActor;
  now?: Date;
}

export interface StartedImpersonation {
  response: LoginResponse;
  /** The secret of the impersonation session (an httpOnly cookie): refreshes and ends it. */
  sessionToken: string;
  expiresAt: Date;
}

const ENTITY = "impersonation";

async function throttle(db: Db, key: string, rule: RateLimitRule, message: string): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule);
  if (!verdict.allowed) throw new TooManyRequestsError(message, verdict.retryAfterSeconds);
}

async function accountOf(db: Db, userId: number): Promise<UserAccount | undefined> {
  const user = await findUserById(db, userId);
  return user ? loadAccount(db, user) : undefined;
}

/** Whether `account` may (still) impersonate: active, and a super-admin or holder of the claim. */
function stillMayImpersonate(account: UserAccount | undefined): account is UserAccount {
  return (
    account?.user.active === true &&
    mayImpersonate({ userType: account.user.userType, roles: account.roles, claims: account.claims })
  );
}

/** An entry about a session, in the impersonated user's name with the impersonator beside it. */
async function auditSession(
  db: Db,
  row: ImpersonationSessionRow,
  action: string,
  place: Pick<AuditActor, "ip" | "userAgent">,
  after: Record<string, unknown> = {},
): Promise<void> {
  const target = await findUserById(db, row.userId);
  await recordAudit(db, {
    actorId: row.userId,
    actorName: target?.userName ?? null,
    impersonatorId: row.impersonatorId,
    ip: place.ip,
    userAgent: place.userAgent,
    action,
    entity: ENTITY,
    entityId: String(row.id),
    after: { reason: row.reason, minutes: row.minutes, expiresAt: row.expiresAt?.toISOString(), ...after },
  });
}

/**
 * Records every session whose time ran out without anyone ending it (once each: the UPDATE
 * answers a row only to the caller that closed it). Runs whenever impersonation is touched.
 */
export async function recordExpiredSessions(db: Db, now = new Date()): Promise<void> {
  for (const row of await markExpiredSessions(db, now))
    await auditSession(db, row, "impersonation expired", { ip: null, userAgent: null });
}

/**
 * Step one: the impersonator asks to act as a user, for a reason and a number of minutes, and
 * gets a single-use start token. Nothing is signed in yet.
 */
export async function requestImpersonation(
  db: Db,
  input: ImpersonationRequest,
): Promise<ImpersonationTicket> {
  const { impersonator } = input;
  if (impersonator.impersonatorId !== undefined) throw new ForbiddenError(IMPERSONATION_MESSAGES.nested);
  const fieldErrors = requestFieldErrors(input.reason, input.minutes);
  if (fieldErrors.length > 0) throw new ValidationError(fieldErrors);
  await throttle(
    db,
    `impersonate:user:${impersonator.id}`,
    REQUEST_LIMIT,
    IMPERSONATION_MESSAGES.tooManyRequests,
  );
  const now = input.now ?? new Date();
  await recordExpiredSessions(db, now);

  // The token may be up to 15 minutes old: the database says whether this person may still do it.
  if (!stillMayImpersonate(await accountOf(db, impersonator.id)))
    throw new ForbiddenError(IMPERSONATION_MESSAGES.notAllowed);
  const target = await accountOf(db, input.userIdToImpersonate);
  const refusal = targetRefusal(target, impersonator.id);
  if (refusal || !target) throw refusal;

  const { row, startToken } = await storeImpersonationRequest(db, {
    impersonatorId: impersonator.id,
    userId: target.user.id,
    reason: input.reason.trim(),
    minutes: input.minutes,
    ip: input.actor.ip,
    userAgent: input.actor.userAgent,
    now,
  });
  await recordAudit(db, {
    ...input.actor,
    action: "impersonation requested",
    entity: ENTITY,
    entityId: String(row.id),
    after: {
      userId: target.user.id,
      userName: target.user.userName,
      reason: row.reason,
      minutes: row.minutes,
    },
  });
  const query = new URLSearchParams({
    userIdToImpersonate: String(target.user.id),
    impersonatorId: String(impersonator.id),
    token: startToken,
  });
  return {
    userIdToImpersonate: target.user.id,
    impersonatorId: impersonator.id,
    token: startToken,
    tokenExpires: new Date(now.getTime() + START_TOKEN_SECONDS * 1000).toISOString(),
    loginUrl: `${LOGIN_PAGE}?${query.toString()}`,
  };
}

/** The login response of the impersonated user, with an access token that ends with the session. */
function impersonatedResponse(
  jwtSecret: string,
  row: ImpersonationSessionRow,
  target: UserAccount,
  impersonator: UserAccount,
  now: Date,
): LoginResponse {
  const expiresAt = row.expiresAt ?? now;
  const remaining = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  const authUser: AuthUser = { ...toAuthUser(target, row.impersonatorId), impersonationId: row.id };
  const jwtToken = signAccessToken(authUser, jwtSecret, {
    seconds: Math.max(1, Math.min(ACCESS_TOKEN_SECONDS, remaining)),
    now: now.getTime(),
  });
  return {
    ...loginResponse(target, jwtToken, impersonator.user.userName),
    impersonationExpires: expiresAt.toISOString(),
  };
}

/**
 * The accounts of a session when both people may still take part in it; otherwise the session
 * ends here (a role taken away, an account deactivated) and the caller is told it has ended.
 */
async function partiesOf(
  db: Db,
  row: ImpersonationSessionRow,
  place: Pick<AuditActor, "ip" | "userAgent">,
  now: Date,
): Promise<{ target: UserAccount; impersonator: UserAccount }> {
  const impersonator = await accountOf(db, row.impersonatorId);
  const target = await accountOf(db, row.userId);
  if (stillMayImpersonate(impersonator) && target && !targetRefusal(target, row.impersonatorId))
    return { target, impersonator };
  const ended = await markSessionEnded(db, row.id, "ended", now);
  if (ended) await auditSession(db, ended, "impersonation ended", place, { because: "no longer allowed" });
  throw new ForbiddenError(IMPERSONATION_MESSAGES.notAllowed);
}

export interface StartInput {
  userIdToImpersonate: number;
  impersonatorId: number;
  token: string;
  /** The refresh cookie that came with the request: it must be the impersonator's own. */
  impersonatorRefreshToken: string | undefined;
  actor: AuditActor;
  now?: Date;
}

/** Step two (`/impersonation_login`): the start token becomes a session as the user. */
export async function startImpersonation(
  db: Db,
  jwtSecret: string,
  input: StartInput,
): Promise<StartedImpersonation> {
  const now = input.now ?? new Date();
  await throttle(
    db,
    `impersonation-login:ip:${input.actor.ip ?? "unknown"}`,
    LINK_LIMIT,
    IMPERSONATION_MESSAGES.tooManyLinks,
  );
  if (!(await holdsLiveSession(db, input.impersonatorId, input.impersonatorRefreshToken, now)))
    throw new AppError(403, IMPERSONATION_MESSAGES.wrongBrowser, "Forbidden", [
      { path: "token", message: IMPERSONATION_MESSAGES.wrongBrowser },
    ]);
  const claimed = await claimStartToken(db, {
    startToken: input.token,
    impersonatorId: input.impersonatorId,
    userId: input.userIdToImpersonate,
    now,
  });
  if (!claimed) {
    await recordAudit(db, {
      ...input.actor,
      actorId: input.impersonatorId,
      action: "impersonation link refused",
      entity: ENTITY,
      entityId: null,
      after: { userId: input.userIdToImpersonate },
    });
    throw new ValidationError([{ path: "token", message: IMPERSONATION_MESSAGES.linkRefused }]);
  }
  const { row, sessionToken } = claimed;
  const { target, impersonator } = await partiesOf(db, row, input.actor, now);
  await auditSession(db, row, "impersonation started", input.actor, {
    impersonator: impersonator.user.userName,
  });
  return {
    response: impersonatedResponse(jwtSecret, row, target, impersonator, now),
    sessionToken,
    expiresAt: row.expiresAt ?? now,
  };
}

/**
 * A new access token for a live session (its cookie), never reaching past the session's end.
 * A session whose time is up is recorded as expired and refused.
 */
export async function refreshImpersonation(
  db: Db,
  jwtSecret: string,
  sessionToken: string | undefined,
  place: Pick<AuditActor, "ip" | "userAgent">,
  now = new Date(),
): Promise<LoginResponse> {
  const row = sessionToken ? await findSessionByToken(db, sessionToken) : undefined;
  if (!row) throw new UnauthorizedError(IMPERSONATION_MESSAGES.ended);
  if (!isLive(row, now)) {
    await recordExpiredSessions(db, now);
    throw new UnauthorizedError(IMPERSONATION_MESSAGES.ended);
  }
  const { target, impersonator } = await partiesOf(db, row, place, now);
  return impersonatedResponse(jwtSecret, row, target, impersonator, now);
}

export interface EndInput {
  /** The session cookie, when the browser sent it. */
  sessionToken: string | undefined;
  /** The caller, when a valid access token came: an impersonated one names its session. */
  user: AuthUser | undefined;
  actor: AuditActor;
  now?: Date;
}

/**
 * Ends the caller's impersonation (idempotent: ending an ended one is fine). The impersonator's
 * own session was never touched, so their refresh cookie signs them back in afterwards.
 */
export async function endImpersonation(db: Db, input: EndInput): Promise<EndedImpersonation> {
  const now = input.now ?? new Date();
  let row = input.sessionToken ? await findSessionByToken(db, input.sessionToken) : undefined;
  const sessionId = input.user?.impersonationId;
  if (!row && sessionId !== undefined) {
    const byId = await findSessionById(db, sessionId);
    // The token names the session; it must also be the session of these two people.
    if (byId && byId.userId === input.user?.id && byId.impersonatorId === input.user.impersonatorId)
      row = byId;
  }
  if (!row || row.endedAt !== null) return { ended: false };
  if (!isLive(row, now)) {
    await recordExpiredSessions(db, now);
    return { ended: true };
  }
  const reason: ImpersonationEndReason = "ended";
  const ended = await markSessionEnded(db, row.id, reason, now);
  if (ended) await auditSession(db, ended, "impersonation ended", input.actor);
  return { ended: ended !== undefined };
}

/**
 * Whether an impersonated access token still belongs to a live session: ending a session must
 * stop its access tokens at once, not up to 15 minutes later. A token without its session id is
 * not one this server issues for impersonation, and is refused.
 */
export async function isImpersonationLive(db: Db, user: AuthUser, now = new Date()): Promise<boolean> {
  if (user.impersonatorId === undefined) return true;
  if (user.impersonationId === undefined) return false;
  const row = await findSessionById(db, user.impersonationId);
  if (!row || row.userId !== user.id || row.impersonatorId !== user.impersonatorId) return false;
  if (isLive(row, now)) return true;
  if (row.endedAt === null) await recordExpiredSessions(db, now);
  return false;
}
