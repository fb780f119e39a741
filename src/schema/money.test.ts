import { describe, expect, it } from "vitest";
import { formatNaira } from "./money";

describe("formatNaira", () => {
  it("shows kobo as naira with the symbol, thousands separators and two decimals", () => {
    expect(formatNaira(1_250_000)).toBe("₦12,500.00");
    expect(formatNaira(0)).toBe("₦0.00");
    expect(formatNaira(5)).toBe("₦0.05");
    expect(formatNaira(99_999)).toBe("₦999.99");
    expect(formatNaira(100_000)).toBe("₦1,000.00");
    expect(formatNaira(123_456_789_01)).toBe("₦123,456,789.01");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatNaira(-50)).toBe("-₦0.50");
    expect(formatNaira(-1_000_000)).toBe("-₦10,000.00");
  });

  it("reads the largest safe amount exactly", () => {
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe("₦90,071,992,547,409.91");
  });
});
