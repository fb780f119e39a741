import { describe, expect, it } from "vitest";
import { applicationsInWords, decisionQuestion, decisionTitle } from "./decisionText";

const app = (n: number) => ({ id: n, applicationNumber: `NCE/2026/00000${n}`, fullName: `Person ${n}` });

describe("decision words", () => {
  it("names one application by number and name, many by count and the first five numbers", () => {
    expect(applicationsInWords([app(1)])).toBe("NCE/2026/000001 (Person 1)");
    expect(applicationsInWords([1, 2, 3, 4, 5, 6, 7].map(app))).toBe(
      "these 7 applications: NCE/2026/000001, NCE/2026/000002, NCE/2026/000003, NCE/2026/000004, NCE/2026/000005 and 2 more",
    );
  });

  it("asks the question of the decision", () => {
    expect(decisionTitle("admitted", 1)).toBe("Admit application");
    expect(decisionTitle("not_admitted", 3)).toBe("Not admit 3 applications");
    expect(decisionQuestion("not_admitted", [app(1), app(2)])).toBe(
      "Record that these 2 applications: NCE/2026/000001, NCE/2026/000002 are not offered admission?",
    );
    expect(decisionQuestion("admitted", [app(1)])).toMatch(/^Admit NCE\/2026\/000001 \(Person 1\) into/);
  });
});
