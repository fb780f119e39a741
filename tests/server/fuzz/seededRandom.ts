import { seededRandom as projectRandom } from "../../../src/server/db/seed/seededRandom";

/**
 * The fuzz suite's view of the project's one seeded generator (mulberry32, also behind the demo
 * seed and the money property tests): the same seed gives the same payloads, run after run.
 */
export interface Random {
  /** 0 ≤ n < 1 */
  next(): number;
  /** 0 ≤ n < max */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  const random = projectRandom(seed);
  return {
    next: random.next,
    int: (max) => (max <= 1 ? 0 : random.integer(0, max - 1)),
    pick: random.pick,
    chance: random.chance,
  };
}

/** FUZZ_SEED when set (to replay a run), else a fresh one; the suite prints it either way. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED;
  if (given !== undefined && given !== "") {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`FUZZ_SEED must be a whole number from 0 to 4294967295 (got "${given}")`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff);
}
