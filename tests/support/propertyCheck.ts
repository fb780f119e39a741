import { type SeededRandom, seededRandom } from "../../src/server/db/seed/seededRandom";

/**
 * Runs a property on many generated cases. The seed is printed, and `PROPERTY_SEED=<n>` replays
 * a failing run exactly; `PROPERTY_RUNS=<n>` runs more (or fewer) cases.
 */
export function propertySeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.PROPERTY_SEED;
  if (given !== undefined && given !== "") {
    const seed = Number(given);
    if (!Number.isInteger(seed))
      throw new RangeError(`PROPERTY_SEED must be a whole number (got "${given}")`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32);
}

export function propertyRuns(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.PROPERTY_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

/**
 * Checks `property` on `runs` cases drawn from one seeded source. A failure is rethrown with the
 * case number and the seed that reproduces it.
 */
export function checkProperty(
  name: string,
  property: (random: SeededRandom) => void,
  options: { seed?: number; runs?: number; log?: (line: string) => void } = {},
): void {
  const seed = options.seed ?? propertySeed();
  const runs = options.runs ?? propertyRuns(500);
  (options.log ?? console.info)(
    `property "${name}": seed ${seed}, ${runs} cases (PROPERTY_SEED=${seed} replays)`,
  );
  const random = seededRandom(seed);
  for (let run = 1; run <= runs; run++) {
    try {
      property(random);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `property "${name}" failed on case ${run} of ${runs}; replay with PROPERTY_SEED=${seed}\n${reason}`,
        {
          cause: error,
        },
      );
    }
  }
}
