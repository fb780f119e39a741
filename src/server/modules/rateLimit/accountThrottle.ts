import { addressKey } from "./addressKey";
import type { FailureRule } from "./failurePolicy";
import type { FailureCounter } from "./failureThrottle";

/**
 * The three counters a secret-guessing attempt against a named account is charged to (OWASP
 * ASVS V6, django-axes' "user name and address"):
 * - the account from this address: slows one person's (or one attacker's) tries early, without
 *   touching the account's owner elsewhere;
 * - the account, from anywhere: stops a guesser spread over many addresses, but only at addresses
 *   that have already failed at this account: the owner, trying from an address with no failures,
 *   gets in with the right secret however many addresses have guessed (issue 20, item 9);
 * - the address, across accounts: stops sweeping many accounts, with a ceiling high enough for a
 *   whole campus behind one address, since only failures count.
 */
export interface AccountThrottleRules {
  account: FailureRule;
  accountAddress: FailureRule;
  address: FailureRule;
}

/** The counters of an attempt on `account` (any spelling: the name is trimmed and lower-cased). */
export function accountCounters(
  scope: string,
  account: string,
  ip: string,
  rules: AccountThrottleRules,
): FailureCounter[] {
  const name = account.trim().toLowerCase();
  const address = addressKey(ip);
  const fromHere = `${scope}:user-ip:${name}|${address}`;
  return [
    { key: fromHere, rule: rules.accountAddress, onSuccess: "forget" },
    {
      key: `${scope}:user:${name}`,
      rule: rules.account,
      onSuccess: "forget",
      waitsAfterFailuresOn: fromHere,
    },
    { key: `${scope}:ip:${address}`, rule: rules.address, onSuccess: "uncount" },
  ];
}
