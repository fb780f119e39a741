import type { LoginResponse } from "../../../contract/auth";
import type { Db } from "../../db/database";
import { TooManyRequestsError, UnauthorizedError } from "../../errors";
import { type AccountThrottleRules, accountCounters } from "../rateLimit/accountThrottle";
import { waitMinutes } from "../rateLimit/failurePolicy";
import { claimAttempt, settleSuccess } from "../rateLimit/failureThrottle";
import { ratingPromptDue } from "../ratings/ratingPrompt";
import { signAccessToken } from "./accessToken";
import { checkPassword } from "./passwords";
import { issueRefreshToken } from "./refreshTokens";
import { issueSetupToken } from "./setupService";
import { findUserByUserName, loadAccount, toAuthUser, type UserAccount } from "./userDirectory";

/** The login response of spec section 3 (src/contract/auth.ts). */
export type { LoginResponse };

/**
 * Failed sign-ins only (successes never count), per typed name whether or not the account exists
 * (so limits say nothing about which accounts exist):
 * - per account, from anywhere: 10 free failures an hour, then a wait of 30 s doubling to 15 min;
 * - per account from one address: 5 free, then the same back-off (someone's own typos slow only them);
 * - per address: 1,000 failures per 15 minutes, enough for a campus of 20,000 behind one address
 *   on result day, and still a ceiling for anyone sweeping accounts from one address.
 * An account is slowed, never locked: its owner can always sign in once the wait is over.
 */
export const SIGN_IN_RULES: AccountThrottleRules = {
  account: { free: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  accountAddress: { free: 5, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 1000, windowMs: 15 * 60_000, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
};

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
    displayCSATModal: ratingPromptDue(user),
    impersonatorUsername,
    isImpersonating: impersonatorUsername !== null,
    menuItems: account.menuItems,
    oldUser: user.setupComplete,
    // Due only while no session was given: after the code is checked it is no longer asked for.
    twoFactor: jwtToken === null && user.twoFactor,
  };
}

/**
 * Checks the credentials and answers the login response. Unknown user, wrong password and
 * deactivated account all answer the same 401 after the same argon2 work.
 */
export async function login(db: Db, jwtSecret: string, input: LoginInput): Promise<LoginOutcome> {
  const userName = input.userName.trim();
  const counters = accountCounters("login", userName, input.ip, SIGN_IN_RULES);
  const claim = await claimAttempt(db, counters);
  if (!claim.allowed)
    throw new TooManyRequestsError(
      `Too many sign-in attempts. Please wait ${waitMinutes(claim.retryAfterSeconds)} and try again.`,
      claim.retryAfterSeconds,
    );

  const user = await findUserByUserName(db, userName);
  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  // The attempt was counted as a failure before the check; only a right password takes it back.
  if (!user || !passwordOk || !user.active) throw new UnauthorizedError(INVALID_CREDENTIALS);
  await settleSuccess(db, counters);

  const account = await loadAccount(db, user);
  // Not yet set up: no session, only the token that lets /change_email ask for the setup link.
  if (!user.setupComplete) {
    const setupToken = await issueSetupToken(db, user.id, input.ip);
    return { response: { ...loginResponse(account, null), setupToken }, user };
  }
  // A second factor is due: no session yet.
  if (user.twoFactor) return { response: loginResponse(account, null), user };

  const refreshToken = await issueRefreshToken(db, user.id, { ip: input.ip, userAgent: input.userAgent });
  const jwtToken = signAccessToken({ ...toAuthUser(account), sessionId: refreshToken.familyId }, jwtSecret);
  return { response: loginResponse(account, jwtToken), user, refreshToken };
}
