import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMISSION_MESSAGES } from "../../../src/contract/admissions";
import { makeApplicant } from "../../support/applicantSession";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

/** Issue 20 item 19: a direct-entry applicant checks their status with their JAMB direct-entry number. */
describe.each(databaseKinds)("admission status by JAMB direct-entry number on %s", (kind) => {
  let t: PaymentsTestApp;
  let address = 0;
  const check = (reference: string, phoneNumber: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/AdmissionStatus/check",
      payload: { reference, phoneNumber },
      remoteAddress: `10.78.${kind === "postgres" ? 2 : 1}.${++address}`,
    });

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("finds a submitted direct-entry application by the number its directEntry step holds", async () => {
    const applicant = await makeApplicant(t.database.db, "direct_entry");
    const regNumber = `DE${String(process.pid % 10_000).padStart(4, "0")}${kind === "postgres" ? "22" : "11"}SS`;
    const data = {
      directEntry: { regNumber, qualification: "NCE", institution: "FCE Zaria", yearObtained: 2024 },
    };
    await t.database.db.execute(sql`INSERT INTO application_drafts (application_type, data, applicant_id, submitted_at)
      VALUES ('direct_entry', ${JSON.stringify(data)}::jsonb, ${applicant.applicantId}, now())`);

    // Typed in lower case, as people do: still theirs.
    const res = await check(regNumber.toLowerCase(), applicant.phoneNumber);
    // Stored with a space (the form allows them), typed without: still theirs.
    await t.database.db.execute(sql`UPDATE application_drafts
      SET data = jsonb_set(data, '{directEntry,regNumber}', to_jsonb(${`${regNumber.slice(0, 6)} ${regNumber.slice(6)}`}::text))
      WHERE applicant_id = ${applicant.applicantId}`);
    expect((await check(regNumber, applicant.phoneNumber)).statusCode).toBe(200);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "pending", applicationType: "Direct Entry" });

    // The number with another phone is the same "no match" as any wrong number.
    const wrongPhone = await check(regNumber, "08099999999");
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().errors).toEqual([{ path: "reference", message: ADMISSION_MESSAGES.noMatch }]);
  });
});
