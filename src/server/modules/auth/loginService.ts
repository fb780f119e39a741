import type { LoginResponse } from "../../../contract/auth";
import type { Db } from "../../db/database";
import { TooManyRequestsError, UnauthorizedError } from "../../errors";
import { clearRateLimit, hitRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { signAccessToken } from "./accessToken";
import { checkPassword } from "./passwords";
import { issueRefreshToken } from "./refreshTokens";
import { issueSetupToken } from "./setupService";
import { findUserByUserName, loadAccount, toAuthUser, type UserAccount } from "./userDirectory";

/** The login response of spec section 3 (src/contract/auth.ts). */
export type { LoginResponse };

/** Per account (whatever name is typed, so limits say nothing about which accounts exist). */
export const ACCOUNT_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
/** Per client address, for guessing across many accounts. */
export const ADDRESS_LIMIT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };

export const INVALID_CREDENTIALS = "Invalid username or password";

export interface LoginInput {
  userName: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
}

export interface LoginOutcome {
  response: LoginResponse;
  /** The account that signed in (the route mails the one-time code to it when one is due). */
  user: UserAccount["user"];
  /** Set when the user is fully signed in. */
  refreshToken?: { token: string; expiresAt: Date };
}

export function loginResponse(
  account: UserAccount,
  jwtToken: LoginResponse["jwtToken"],
  impersonatorUsername: string | null = null,
): LoginResponse {
  const { user } = account;
  return {
    userId: user.id,
    userType: user.userType,
    fullName: user.fullName,
    birthday: user.birthday,
    studentTypeId: user.studentTypeId,
    jwtToken,
    displayCSATModal: user.displayCsatModal,
    impersonatorUsername,
    isImpersonating: impersonatorUsername !== null,
    menuItems: account.menuItems,
    oldUser: user.setupComplete,
    // Due only while no session was given: after the code is checked it is no longer asked for.
    twoFactor: jwtToken === null && user.twoFactor,
  };
}

async function throttle(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new TooManyRequestsError(
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      verdict.retryAfterSeconds,
    );
  }
}

/**
 * Checks the credentials and answers the login response. Unknown user, wrong password and
 * deactivated account all answer the same 401 after the same argon2 work.
 */
export async function login(db: Db, jwtSecret: string, input: LoginInput): Promise<LoginOutcome> {
  const userName = input.userName.trim();
  const accountKey = `login:user:${userName.toLowerCase()}`;
  await throttle(db, `login:ip:${input.ip}`, ADDRESS_LIMIT);
  await throttle(db, accountKey, ACCOUNT_LIMIT);

  const user = await findUserByUserName(db, userName);
  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || !user.active) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await clearRateLimit(db, accountKey);

  const account = await loadAccount(db, user);
  // Not yet set up: no session, only the token that lets /change_email ask for the setup link.
  if (!user.setupComplete) {
    const setupToken = await issueSetupToken(db, user.id, input.ip);
    return { response: { ...loginResponse(account, null), setupToken }, user };
  }
  // A second factor is due: no session yet.
  if (user.twoFactor) return { response: loginResponse(account, null), user };

  const jwtToken = signAccessToken(toAuthUser(account), jwtSecret);
  const refreshToken = await issueRefreshToken(db, user.id, { ip: input.ip, userAgent: input.userAgent });
  return { response: loginResponse(account, jwtToken), user, refreshToken };
}
