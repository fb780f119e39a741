import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createAjv } from "./createAjv";
import { readFormFile } from "./formFiles";
import { SCHEMAS_DIR } from "./loadSchemas";
import { peopleMessage } from "./validationMessages";

const file = readFormFile(
  "schemas/forms/siwes-placement.json",
  JSON.parse(readFileSync(new URL("forms/siwes-placement.json", SCHEMAS_DIR), "utf8")),
);
const validate = createAjv().compile(file.schema);
const ui = file.ui as Record<string, { "ui:messages"?: Record<string, string> } | undefined>;

const placement = {
  organisationName: "Nigerian Ports Authority",
  organisationAddress: "26/28 Marina, Lagos Island, Lagos",
  stateId: 25,
  supervisorName: "Engr. Kunle Ajayi",
  supervisorPhone: "08031234567",
  supervisorEmail: "k.ajayi@example.org",
  startDate: "2026-01-12",
  endDate: "2026-07-10",
  bankName: "Zenith Bank",
  accountNumber: "2012345678",
  accountName: "Adebayo Oluwaseun Adeyemi",
};

/** What a person reads for each problem: the field's `ui:messages`, else the shared wording. */
function problems(data: unknown): Array<[string, string]> {
  if (validate(structuredClone(data))) return [];
  return (validate.errors ?? []).map((error) => {
    const field =
      error.instancePath.slice(1) ||
      String(error.params.missingProperty ?? error.params.additionalProperty ?? "");
    const own = ui[field]?.["ui:messages"]?.[error.keyword];
    return [field, own ?? peopleMessage(error, field)];
  });
}

describe("schemas/forms/siwes-placement.json", () => {
  it("takes a whole placement, the supervisor's email being optional", () => {
    expect(problems(placement)).toEqual([]);
    const { supervisorEmail: _left, ...withoutEmail } = placement;
    expect(problems(withoutEmail)).toEqual([]);
  });

  it("wants the end date after the start date and at most a year later", () => {
    const message = "must be after the start date, and at most a year after it";
    expect(problems({ ...placement, endDate: "2026-01-12" })).toEqual([["endDate", message]]);
    expect(problems({ ...placement, endDate: "2025-12-01" })).toEqual([["endDate", message]]);
    expect(problems({ ...placement, endDate: "2027-01-13" })).toEqual([]);
    expect(problems({ ...placement, endDate: "2027-01-14" })).toEqual([["endDate", message]]);
    expect(problems({ ...placement, startDate: "2026-02-30" })).toEqual([
      ["startDate", "please input a real date"],
    ]);
  });

  it("wants a 10-digit NUBAN, a bank from the list and a Nigerian phone number", () => {
    const nuban = "an account number (NUBAN) is exactly 10 digits";
    expect(problems({ ...placement, accountNumber: "201234567" })).toEqual([["accountNumber", nuban]]);
    expect(problems({ ...placement, accountNumber: "20123456789" })).toEqual([["accountNumber", nuban]]);
    expect(problems({ ...placement, accountNumber: "20123-5678" })).toEqual([["accountNumber", nuban]]);
    expect(problems({ ...placement, bankName: "Bank of Nowhere" })).toEqual([
      ["bankName", "please select your bank from the list"],
    ]);
    expect(problems({ ...placement, supervisorPhone: "0803123" })).toEqual([
      ["supervisorPhone", "invalid phone number"],
    ]);
  });

  it("names every missing field in words and refuses fields it does not hold", () => {
    const found = problems({ organisationName: "NPA", extra: 1 });
    expect(found).toContainEqual(["accountNumber", "please input your account number"]);
    expect(found).toContainEqual(["stateId", "please select the state"]);
    expect(found).toContainEqual(["endDate", "please input the end date"]);
    expect(found.some(([, message]) => /must (have|match)/.test(message))).toBe(false);
    expect(found.map(([field]) => field)).toContain("extra");
  });
});
