import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMISSION_MESSAGES } from "../../../src/contract/admissions";
import { queryRows } from "../../../src/server/db/database";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";
import {
  HEADER,
  nceDepartmentCode,
  payAcceptanceDirectly,
  type SubmittedApplicant,
  submittedApplicant,
  uploadList,
} from "./support";

const PASSWORD = "Matric#2026x";

describe.each(databaseKinds)("from admitted to student on %s", (kind) => {
  let t: PaymentsTestApp;
  let department: string;
  let address = 0;
  const nextIp = () => `10.77.${kind === "postgres" ? 2 : 1}.${++address}`;

  const post = (
    url: string,
    payload: object,
    { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {},
  ) => t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const check = (applicant: { applicationNumber: string; phoneNumber: string }, ip?: string) =>
    post(
      "/api/AdmissionStatus/check",
      { reference: applicant.applicationNumber, phoneNumber: applicant.phoneNumber },
      { ip },
    );
  const decisions = async () =>
    Number(
      (
        await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM admission_decisions`)
      )[0]!.n,
    );
  const admit = async (...applicants: SubmittedApplicant[]) => {
    const res = await uploadList(t.app, [
      HEADER,
      ...applicants.map((applicant) => [applicant.applicationNumber, "Admitted", "NCE", department, "", ""]),
    ]);
    expect(res.statusCode, res.body).toBe(200);
  };
  const latestCode = async (email: string) => {
    const [mail] = await queryRows<{ text_body: string }>(
      t.database.db,
      sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
    );
    return /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    department = await nceDepartmentCode(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("saves an admission list all or nothing, naming each bad row, and audits it", async () => {
    const [a, b, c] = [
      await submittedApplicant(t.database.db),
      await submittedApplicant(t.database.db),
      await submittedApplicant(t.database.db),
    ];
    const before = await decisions();
    const bad = await uploadList(t.app, [
      HEADER,
      [a.applicationNumber, "Admitted", "NCE", department, "", ""],
      [b.applicationNumber, "Not Admitted", "", "", "", ""],
      ["NCE/2026/999999", "Admitted", "NCE", department, "", ""],
      [c.applicationNumber, "Maybe", "", "", "", ""],
      [a.applicationNumber, "Admitted", "NOPE", department, "", ""],
    ]);
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(["row 4.applicationNumber", "row 5.status", "row 6.applicationNumber"]);
    expect(bad.json().message).toMatch(/Nothing was saved/);
    expect(await decisions()).toBe(before);

    const wrongPlace = await uploadList(t.app, [
      HEADER,
      [a.applicationNumber, "Admitted", "PGDE", department, "", ""],
    ]);
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().errors[0].path).toBe("row 2.programme");
    expect(await decisions()).toBe(before);

    const good = await uploadList(t.app, [
      HEADER,
      [a.applicationNumber, "Admitted", "NCE", department, "", ""],
      [b.applicationNumber, "Not Admitted", "", "", "", ""],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ saved: 2, admitted: 1, notAdmitted: 1 });
    expect(await decisions()).toBe(before + 2);
    const [audit] = await queryRows<{ action: string; actor_id: number }>(
      t.database.db,
      sql`SELECT action, actor_id FROM audit_log WHERE entity = 'admission_decisions' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ action: "upload", actor_id: 990_001 });

    // The list finds them; a student's token cannot read it.
    const officer = await import("../../support/sessionToken").then((m) =>
      m.bearer(t.app, {
        id: 990_001,
        userName: "admissions-test",
        userType: "official",
        roles: ["admissions"],
        claims: [],
      }),
    );
    const list = await t.app.inject({
      method: "GET",
      url: `/api/AdmissionList?search=${encodeURIComponent(a.applicationNumber)}`,
      headers: officer,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toHaveLength(1);
    expect(list.json().data.items[0]).toMatchObject({
      applicationNumber: a.applicationNumber,
      status: "Admitted",
    });
    const student = await import("../../support/sessionToken").then((m) =>
      m.bearer(t.app, {
        id: 990_002,
        userName: "someone",
        userType: "student",
        roles: ["student"],
        claims: [],
      }),
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/AdmissionList", headers: student })).statusCode,
    ).toBe(403);
    const anonymousUpload = await t.app.inject({
      method: "POST",
      url: "/api/AdmissionList/upload",
      payload: {},
    });
    expect(anonymousUpload.statusCode).toBe(401);
  });

  it("shows a status only for the matching number and phone, and never another applicant's", async () => {
    const mine = await submittedApplicant(t.database.db);
    const other = await submittedApplicant(t.database.db);
    const waiting = await submittedApplicant(t.database.db);
    await admit(other);
    await uploadList(t.app, [HEADER, [mine.applicationNumber, "Not Admitted", "", "", "", ""]]);

    // Another applicant's number with my phone, or my number with theirs: the same "no match".
    for (const probe of [
      { applicationNumber: other.applicationNumber, phoneNumber: mine.phoneNumber },
      { applicationNumber: mine.applicationNumber, phoneNumber: other.phoneNumber },
      { applicationNumber: "NCE/2026/999999", phoneNumber: other.phoneNumber },
    ]) {
      const res = await check(probe);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ path: "reference", message: ADMISSION_MESSAGES.noMatch });
      expect(res.body).not.toContain(other.fullName.split(" ")[0]!);
      expect(res.body).not.toContain('admitted"');
    }
    const theirs = await check(other);
    expect(theirs.json().data).toMatchObject({
      status: "admitted",
      applicationNumber: other.applicationNumber,
    });
    expect(theirs.json().data.programme).toBe("Nigeria Certificate in Education");
    const notMine = await check(mine);
    expect(notMine.json().data).toMatchObject({
      status: "not_admitted",
      programme: null,
      acceptance: null,
      acceptanceFee: null,
    });
    expect(notMine.json().message).toBe(ADMISSION_MESSAGES.notAdmitted);
    expect((await check(waiting)).json().data.status).toBe("pending");

    // No acceptance invoice or letter for another applicant's number, nor for one not admitted.
    const stolen = await post("/api/AdmissionStatus/acceptance-invoice", {
      reference: other.applicationNumber,
      phoneNumber: mine.phoneNumber,
    });
    expect(stolen.statusCode).toBe(400);
    const refused = await post("/api/AdmissionStatus/acceptance-invoice", {
      reference: mine.applicationNumber,
      phoneNumber: mine.phoneNumber,
    });
    expect(refused.statusCode).toBe(409);

    // Guessing numbers from one address is throttled.
    const ip = "10.77.9.9";
    let last = 0;
    for (let i = 0; i < 12; i++)
      last = (await check({ applicationNumber: other.applicationNumber, phoneNumber: "08000000000" }, ip))
        .statusCode;
    expect(last).toBe(429);
  });

  it("pays acceptance in the sandbox, prints the admission letter, then creates the profile once", async () => {
    const applicant = await submittedApplicant(t.database.db);
    await admit(applicant);
    const body = { reference: applicant.applicationNumber, phoneNumber: applicant.phoneNumber };

    // The page names the fee before any invoice exists: the fee setup's amount.
    const before = (await post("/api/AdmissionStatus/check", body)).json().data;
    expect(before).toMatchObject({ acceptance: null, acceptanceFee: 2_500_000 });

    // Before acceptance is paid: no letter, no code, no profile.
    expect((await post("/api/AdmissionStatus/letter", body)).statusCode).toBe(409);
    const early = await post("/api/StudentAccount/verify", body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMISSION_MESSAGES.acceptanceUnpaid);
    const earlyCreate = await post(
      "/api/StudentAccount/create-profile",
      { password: PASSWORD, confirmPassword: PASSWORD },
      { cookie: applicant.cookie },
    );
    expect(earlyCreate.statusCode).toBe(409);
    expect(earlyCreate.json().message).toBe(ADMISSION_MESSAGES.acceptanceUnpaid);
    expect(
      (await post("/api/StudentAccount/create-profile", { password: PASSWORD, confirmPassword: PASSWORD }))
        .statusCode,
    ).toBe(401);

    const invoice = await post("/api/AdmissionStatus/acceptance-invoice", body);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const { invoiceNumber, amount } = invoice.json().data as { invoiceNumber: string; amount: number };
    expect(amount).toBe(2_500_000); // the demo fee setup's ₦25,000 acceptance fee
    const again = await post("/api/AdmissionStatus/acceptance-invoice", body);
    expect(again.json().data.invoiceNumber).toBe(invoiceNumber);
    const started = await post("/api/Payment/initiate-payment", { invoiceNumber });
    expect(started.statusCode, started.body).toBe(200);
    expect(await choosePayOutcome(started.json().data.cardPaymentLink, "pay")).toBe(303);
    const status = await post("/api/AdmissionStatus/check", body);
    expect(status.json().data.acceptance).toMatchObject({ invoiceNumber, status: "paid" });

    const letter = await post("/api/AdmissionStatus/letter", body);
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.json().data).toMatchObject({
      kind: "admission",
      matricNumber: applicant.applicationNumber,
    });
    const verified = await t.app.inject({
      method: "GET",
      url: `/api/Payment/verify-letter/${letter.json().data.verificationCode}`,
    });
    expect(verified.json().data.state).toBe("genuine");

    const sent = await post("/api/StudentAccount/verify", body);
    expect(sent.statusCode, sent.body).toBe(200);
    const wrong = await post("/api/StudentAccount/verify-code", { ...body, code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const code = await latestCode(applicant.email);
    const session = await post("/api/StudentAccount/verify-code", { ...body, code });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data).toMatchObject({
      lastName: "Okafor",
      programme: "Nigeria Certificate in Education",
    });
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;

    const mismatch = await post(
      "/api/StudentAccount/create-profile",
      { password: PASSWORD, confirmPassword: "Other#2026x" },
      { cookie },
    );
    expect(mismatch.statusCode).toBe(400);
    const created = await post(
      "/api/StudentAccount/create-profile",
      { password: PASSWORD, confirmPassword: PASSWORD },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(200);
    const matric = created.json().data.matricNumber as string;
    expect(matric).toMatch(new RegExp(`^NCE/\\d{4}/${department}/\\d{4}$`));

    const second = await post(
      "/api/StudentAccount/create-profile",
      { password: PASSWORD, confirmPassword: PASSWORD },
      { cookie },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ADMISSION_MESSAGES.profileExists(matric));
    expect((await post("/api/StudentAccount/verify", body)).statusCode).toBe(409);

    // The record carries the application over; the account signs in as a student.
    const [student] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT reg_number, last_name, email, mobile_number, student_type_id, mode_of_entry_id, state_id, lga_id, level_id, next_of_kin_name
        FROM students WHERE applicant_id = ${applicant.applicantId}`,
    );
    expect(student).toMatchObject({
      reg_number: matric,
      last_name: "Okafor",
      email: applicant.email,
      mobile_number: applicant.phoneNumber,
      student_type_id: 1,
      mode_of_entry_id: 1,
      state_id: 25,
      lga_id: 516,
      next_of_kin_name: "Ngozi Okafor",
    });
    const login = await post("/api/Authentication/login", { userName: matric, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.userType).toBe("student");

    // A decision can no longer change once the applicant is a student.
    const change = await uploadList(t.app, [
      HEADER,
      [applicant.applicationNumber, "Not Admitted", "", "", "", ""],
    ]);
    expect(change.statusCode).toBe(400);
    expect(change.json().errors[0].message).toContain(matric);
  });

  it("gives 50 concurrent profile creations 50 different matric numbers", async () => {
    const applicants: SubmittedApplicant[] = [];
    for (let i = 0; i < 50; i++) applicants.push(await submittedApplicant(t.database.db));
    await admit(...applicants);
    for (const applicant of applicants) await payAcceptanceDirectly(t.database.db, applicant.applicantId);

    const answers = await Promise.all(
      applicants.map((applicant) =>
        post(
          "/api/StudentAccount/create-profile",
          { password: PASSWORD, confirmPassword: PASSWORD },
          { cookie: applicant.cookie },
        ),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((answer) => answer.json().data.matricNumber as string);
    expect(new Set(numbers).size).toBe(50);
    // No gaps: the serials of this prefix run on one by one.
    const serials = numbers.map((number) => Number(number.split("/").at(-1))).sort((x, y) => x - y);
    expect(serials.at(-1)! - serials[0]!).toBe(49);
  }, 120_000);
});
