import { describe, expect, it } from "vitest";
import { referralLink } from "./referralLink";

describe("referralLink", () => {
  it("opens the shared invoice page with the code as ?ref=", () => {
    expect(referralLink("https://portal.fcet.edu.ng", "3FA94C1B")).toBe(
      "https://portal.fcet.edu.ng/generate_nce_students_invoice?ref=3FA94C1B",
    );
    expect(referralLink("http://localhost:3000/", "0A1B2C3D")).toBe(
      "http://localhost:3000/generate_nce_students_invoice?ref=0A1B2C3D",
    );
  });
});
