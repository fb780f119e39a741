import { describe, expect, it } from "vitest";
import { koboToNairaText, nairaToKobo } from "./nairaAmount";

describe("koboToNairaText", () => {
  it("writes whole naira without decimals and part naira with two", () => {
    expect(koboToNairaText(2_000_000)).toBe("20000");
    expect(koboToNairaText(2_000_050)).toBe("20000.50");
    expect(koboToNairaText(2_000_005)).toBe("20000.05");
    expect(koboToNairaText(1)).toBe("0.01");
    expect(koboToNairaText(0)).toBe("0");
  });
});

describe("nairaToKobo", () => {
  it("reads decimal text and numbers exactly", () => {
    expect(nairaToKobo("20000")).toBe(2_000_000);
    expect(nairaToKobo("1000.5")).toBe(100_050);
    expect(nairaToKobo("1000.50")).toBe(100_050);
    expect(nairaToKobo("0.07")).toBe(7);
    expect(nairaToKobo(1000.5)).toBe(100_050);
    expect(nairaToKobo(0.29)).toBe(29);
    expect(nairaToKobo(20000)).toBe(2_000_000);
  });

  it("round-trips every amount it writes", () => {
    for (const kobo of [0, 1, 9, 10, 99, 100, 101, 123_456_789, 2_000_050]) {
      expect(nairaToKobo(koboToNairaText(kobo))).toBe(kobo);
    }
  });

  it("refuses a third decimal, signs, exponents and non-amounts", () => {
    for (const bad of [
      "1.005",
      "-5",
      "1e3",
      "",
      "₦100",
      "1,000",
      1.005,
      -1,
      Number.NaN,
      null,
      undefined,
      {},
    ]) {
      expect(nairaToKobo(bad)).toBeUndefined();
    }
  });
});
