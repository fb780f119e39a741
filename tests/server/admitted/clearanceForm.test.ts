import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMISSION_MESSAGES } from "../../../src/contract/admissions";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";
import {
  HEADER,
  nceDepartmentCode,
  payAcceptanceDirectly,
  type SubmittedApplicant,
  submittedApplicant,
  uploadList,
} from "./support";

/** /components_clerance_form's answer: POST /api/AdmissionStatus/clearance-form (issue 20, item 17). */
describe.each(databaseKinds)("the components clearance form on %s", (kind) => {
  let t: PaymentsTestApp;
  let department: string;
  let address = 0;
  const nextIp = () => `10.78.${kind === "postgres" ? 2 : 1}.${++address}`;

  const ask = (url: string, who: { applicationNumber: string; phoneNumber: string }, ip = nextIp()) =>
    t.app.inject({
      method: "POST",
      url,
      payload: { reference: who.applicationNumber, phoneNumber: who.phoneNumber },
      remoteAddress: ip,
    });
  const clearanceForm = (who: { applicationNumber: string; phoneNumber: string }, ip?: string) =>
    ask("/api/AdmissionStatus/clearance-form", who, ip);
  const decide = async (applicant: SubmittedApplicant, status: "Admitted" | "Not Admitted") => {
    const row = status === "Admitted" ? ["NCE", department, "", ""] : ["", "", "", ""];
    const res = await uploadList(t.app, [HEADER, [applicant.applicationNumber, status, ...row]]);
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    department = await nceDepartmentCode(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("gives an admitted candidate with the acceptance fee paid their facts, the documents to present and the clearing offices", async () => {
    const applicant = await submittedApplicant(t.database.db);
    await decide(applicant, "Admitted");
    await payAcceptanceDirectly(t.database.db, applicant.applicantId);

    const res = await clearanceForm(applicant);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json().data;
    expect(form.title).toBe("Components Clearance Form");
    expect(form.candidate).toMatchObject({
      applicationNumber: applicant.applicationNumber,
      fullName: applicant.fullName,
      // The NCE fixture sat the UTME: its JAMB number is on the form.
      jambNumber: "12345678AB",
      matricNumber: null,
      applicationType: "NCE Programme",
      programme: "Nigeria Certificate in Education",
      level: "100 Level",
      acceptanceReceiptNumber: expect.stringMatching(/^RCT\/\d{4}\/\d{6}$/),
    });
    expect(form.candidate.passport).toMatch(/^data:image\/(png|jpeg)/);
    const components = form.components.map((component: { id: string }) => component.id);
    expect(components).toEqual(
      expect.arrayContaining([
        "olevel",
        "birth_certificate",
        "lga_identification",
        "jamb_admission",
        "medical_report",
      ]),
    );
    // Only what applies to an NCE candidate.
    expect(components).not.toContain("degree_certificate");
    expect(form.offices.map((office: { name: string }) => office.name)).toEqual([
      "Registry (Admissions Office)",
      "Bursary",
      "Head of Department",
      "Medical Centre",
      "Library",
      "Student Affairs",
    ]);
  });

  it("refuses, in words, an admission whose acceptance fee is unpaid, and any application not admitted", async () => {
    const unpaid = await submittedApplicant(t.database.db);
    await decide(unpaid, "Admitted");
    const waiting = await submittedApplicant(t.database.db);
    const refused = await submittedApplicant(t.database.db);
    await decide(refused, "Not Admitted");

    const notYet = await clearanceForm(unpaid);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(ADMISSION_MESSAGES.clearanceUnpaid);
    for (const applicant of [waiting, refused]) {
      const res = await clearanceForm(applicant);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMISSION_MESSAGES.clearanceNotAdmitted);
      expect(res.body).not.toContain(applicant.fullName.split(" ")[0]!);
    }
  });

  it("answers wrong facts exactly as the status check does, and throttles them with it", async () => {
    const theirs = await submittedApplicant(t.database.db);
    await decide(theirs, "Admitted");
    await payAcceptanceDirectly(t.database.db, theirs.applicantId);
    const stranger = { applicationNumber: theirs.applicationNumber, phoneNumber: "08000000001" };

    const check = await ask("/api/AdmissionStatus/check", stranger);
    const form = await clearanceForm(stranger);
    expect(form.statusCode).toBe(check.statusCode);
    expect(form.json()).toEqual(check.json());
    expect(form.json().errors).toEqual([{ path: "reference", message: ADMISSION_MESSAGES.noMatch }]);
    expect(form.body).not.toContain(theirs.fullName.split(" ")[0]!);
    expect(form.body).not.toContain("data:image");

    // Guesses at the status check and at the form count together: the form is no way round the throttle.
    const ip = `10.78.9.${kind === "postgres" ? 2 : 1}`;
    for (let i = 0; i < 11; i++) await ask("/api/AdmissionStatus/check", stranger, ip);
    const throttled = await clearanceForm(stranger, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many failed attempts\. Please wait/);
    // Even with the right phone, the address must wait: nothing is learnt by guessing on.
    expect((await clearanceForm(theirs, ip)).statusCode).toBe(429);
  });
});
