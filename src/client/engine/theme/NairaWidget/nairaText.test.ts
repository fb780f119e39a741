import { describe, expect, it } from "vitest";
import { koboToNairaText, nairaTextToKobo } from "./nairaText";

describe("naira text", () => {
  it("reads naira as typed into kobo", () => {
    expect(nairaTextToKobo("45000")).toBe(4_500_000);
    expect(nairaTextToKobo("₦45,000.5")).toBe(4_500_050);
    expect(nairaTextToKobo(" 45,000.05 ")).toBe(4_500_005);
    expect(nairaTextToKobo("0.01")).toBe(1);
    expect(nairaTextToKobo("12.")).toBe(1200);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "-5", "4.505", "ten", "1e3", "₦", ".5", "99999999999999999"])
      expect(nairaTextToKobo(text), text).toBeUndefined();
  });

  it("shows kobo as naira with separators, and reads it back", () => {
    expect(koboToNairaText(4_500_050)).toBe("45,000.50");
    expect(koboToNairaText(1)).toBe("0.01");
    for (const kobo of [0, 7, 99, 100, 123_456_789, 100_000_000_000])
      expect(nairaTextToKobo(koboToNairaText(kobo))).toBe(kobo);
  });
});
