/** A small seeded generator (mulberry32): the same seed gives the same payloads, run after run. */
export interface Random {
  /** 0 ≤ n < 1 */
  next(): number;
  /** 0 ≤ n < max */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
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
