/**
 * The project's one small deterministic random source (no dependency): mulberry32, a 32-bit
 * generator that is fast and good enough to pick demo students, property cases and fuzz payloads.
 * Same seed, same sequence.
 */
export interface SeededRandom {
  readonly seed: number;
  /** A float in [0, 1) with 53 random bits. */
  next(): number;
  /** A whole number in [min, max], both included. */
  integer(min: number, max: number): number;
  pick<T>(choices: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => ((next32() >>> 5) * 67_108_864 + (next32() >>> 6)) / 9_007_199_254_740_992;
  const integer = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`integer(${min}, ${max}): bounds must be safe integers with min ≤ max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  return {
    seed: seed >>> 0,
    next,
    integer,
    pick: (choices) => {
      if (choices.length === 0) throw new RangeError("pick from an empty list");
      return choices[integer(0, choices.length - 1)] as (typeof choices)[number];
    },
    chance: (probability) => next() < probability,
  };
}
