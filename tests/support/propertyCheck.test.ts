import { describe, expect, it } from "vitest";
import { checkProperty, propertyRuns, propertySeed } from "./propertyCheck";

const quiet = () => {};

describe("propertySeed / propertyRuns", () => {
  it("take the seed and the run count from the environment", () => {
    expect(propertySeed({ PROPERTY_SEED: "12345" })).toBe(12345);
    expect(() => propertySeed({ PROPERTY_SEED: "abc" })).toThrow(/PROPERTY_SEED/);
    const drawn = propertySeed({});
    expect(Number.isInteger(drawn) && drawn >= 0 && drawn < 2 ** 32).toBe(true);
    expect(propertyRuns(500, { PROPERTY_RUNS: "20" })).toBe(20);
    expect(propertyRuns(500, {})).toBe(500);
  });
});

describe("checkProperty", () => {
  it("runs every case and prints the seed", () => {
    const lines: string[] = [];
    let cases = 0;
    checkProperty("counts", () => cases++, { seed: 9, runs: 25, log: (line) => lines.push(line) });
    expect(cases).toBe(25);
    expect(lines).toEqual(['property "counts": seed 9, 25 cases (PROPERTY_SEED=9 replays)']);
  });

  it("names the seed and the case when the property fails, and replays the same case", () => {
    const failingValue = (seed: number): { message: string; value: number } => {
      let last = 0;
      try {
        checkProperty(
          "below 0.9",
          (random) => {
            last = random.next();
            if (last >= 0.9) throw new Error(`drew ${last}`);
          },
          { seed, runs: 1_000, log: quiet },
        );
      } catch (error) {
        return { message: (error as Error).message, value: last };
      }
      throw new Error("the property should have failed");
    };
    const first = failingValue(2024);
    expect(first.message).toMatch(
      /^property "below 0\.9" failed on case \d+ of 1000; replay with PROPERTY_SEED=2024\ndrew /,
    );
    expect(failingValue(2024)).toEqual(first);
  });
});
