import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id (a const enum the compiler cannot read across packages here).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `passwordHash` can verify anything. An account created by an admin has a placeholder
 * (the column's default, migration 0045) until its user chooses a password in first-time setup.
 */
export function isUsableHash(passwordHash: string): boolean {
  return passwordHash.startsWith("$argon2");
}

/**
 * Checks `password` against `passwordHash`. With no usable hash (unknown user, or an account
 * without a password yet) it still runs one argon2 verification against a dummy hash, so neither
 * answers faster than a wrong password.
 */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined || !isUsableHash(passwordHash)) {
    dummyHash ??= hashPassword("matric-dummy-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
