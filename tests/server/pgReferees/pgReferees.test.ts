import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFEREE_MESSAGES } from "../../../src/contract/pgReferees";
import { readApplicationTypes } from "../../../src/schema/applicationTypes/readApplicationTypes";
import { queryRows } from "../../../src/server/db/database";
import { seedReferenceLists } from "../../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../../src/server/db/seed/schoolSetup";
import { makeApplicant, type TestApplicant } from "../../support/applicantSession";
import { validApplication } from "../../support/applicationFixtures";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

const pgType = (await readApplicationTypes()).find((type) => type.meta.id === "pg")!;
const STATEMENT = "I wish to deepen my understanding of curriculum studies and technical teacher education.";

describe.each(databaseKinds)("postgraduate referees on %s", (kind) => {
  let t: TestApp;
  let address = 0;
  const ip = () => `10.7.${kind === "postgres" ? 2 : 1}.${++address}`;
  const inject = (
    method: "GET" | "POST" | "PUT",
    url: string,
    { payload, cookie }: { payload?: unknown; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip(),
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const mailsTo = (email: string) =>
    queryRows<{ text_body: string; subject: string }>(
      t.database.db,
      sql`SELECT text_body, subject FROM outbox WHERE to_address = ${email} ORDER BY id`,
    );
  const tokenIn = (text: string) => /\/pg_referee_form\?token=([A-Za-z0-9_.-]+)/.exec(text)?.[1] ?? "";

  /** A PG applicant whose application (with two referees) has been submitted; their links' tokens. */
  const submitted = async (tag: string) => {
    const applicant = await makeApplicant(t.database.db, "pg");
    const referees = [
      {
        fullname: "Ngozi Adaeze Okeke",
        position: "Senior Lecturer, University of Lagos",
        email: `okeke.${tag}@example.com`,
        mobileNumber: "08031112222",
      },
      {
        fullname: "Musa Garba Bello",
        position: "Principal, Government College Kano",
        email: `bello.${tag}@example.com`,
        mobileNumber: "08031113333",
      },
    ];
    const data = validApplication(pgType);
    data.referees = referees;
    (data.programme as Record<string, unknown>).statement = STATEMENT;
    const url = "/api/ApplicationDrafts/pg";
    expect((await inject("PUT", url, { payload: {}, cookie: applicant.cookie })).statusCode).toBe(201);
    const res = await inject("POST", `${url}/submit`, { payload: data, cookie: applicant.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const tokens = await Promise.all(
      referees.map(async (referee) => tokenIn((await mailsTo(referee.email)).at(-1)?.text_body ?? "")),
    );
    return { applicant, referees, tokens };
  };

  const report = {
    knownFor: "4 years",
    capacity: "As the applicant's project supervisor",
    intellectualAbility: "Very good",
    motivation: "Excellent",
    communication: "Good",
    recommendation: "Strongly recommend",
    comments: "A diligent, curious student who finishes what they start and works well with others.",
    refereeName: "Ngozi Adaeze Okeke",
    refereePosition: "Senior Lecturer, University of Lagos",
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
  }, 180_000);
  afterAll(async () => t?.close());

  it("mails each referee a single-use link on submit and keeps only the token's hash", async () => {
    const { applicant, referees, tokens } = await submitted("mail");
    for (const [index, token] of tokens.entries()) {
      expect(token, referees[index]!.email).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
      const [mail] = await mailsTo(referees[index]!.email);
      expect(mail!.subject).toContain("Okafor");
    }
    const rows = await queryRows<{ token_hash: string; email: string; submitted_at: unknown }>(
      t.database.db,
      sql`SELECT token_hash, email, submitted_at FROM application_referees WHERE applicant_id = ${applicant.applicantId} ORDER BY position`,
    );
    expect(rows.map((row) => row.email)).toEqual(referees.map((referee) => referee.email));
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokens).not.toContain(row.token_hash);
      expect(row.submitted_at).toBeNull();
    }
  });

  it("shows the referee only the applicant's name and programme", async () => {
    const { applicant, tokens } = await submitted("view");
    const res = await inject("POST", "/api/RefereeReport/open", { payload: { token: tokens[0] } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      ["applicantName", "applicationType", "expiresAt", "programme", "refereeName"].sort(),
    );
    expect(data.applicantName).toContain("Okafor");
    expect(data.applicationType).toBe("Postgraduate Programme");
    expect(data.refereeName).toBe("Ngozi Adaeze Okeke");
    // Nothing else of the application: no contact details, no statement, no other referee.
    for (const secret of [
      applicant.email,
      applicant.phoneNumber,
      STATEMENT,
      "Musa Garba Bello",
      applicant.invoiceNumber,
    ])
      expect(res.body).not.toContain(secret);
    const days = (new Date(data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("takes the report once: a second submission and a reopened link are refused", async () => {
    const { applicant, tokens } = await submitted("once");
    const first = await inject("POST", "/api/RefereeReport/submit", {
      payload: { token: tokens[0], report },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stored = await queryRows<{ report: Record<string, string> }>(
      t.database.db,
      sql`SELECT report FROM application_referees WHERE applicant_id = ${applicant.applicantId} AND submitted_at IS NOT NULL`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.report).toMatchObject({ recommendation: "Strongly recommend" });

    const again = await inject("POST", "/api/RefereeReport/submit", {
      payload: { token: tokens[0], report: { ...report, recommendation: "Do not recommend" } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFEREE_MESSAGES.used);
    const reopened = await inject("POST", "/api/RefereeReport/open", { payload: { token: tokens[0] } });
    expect(reopened.statusCode).toBe(409);
    const still = await queryRows<{ report: Record<string, string> }>(
      t.database.db,
      sql`SELECT report FROM application_referees WHERE applicant_id = ${applicant.applicantId} AND submitted_at IS NOT NULL`,
    );
    expect(still[0]!.report.recommendation).toBe("Strongly recommend");
  });

  it("refuses an altered or made-up token, and an expired one", async () => {
    const { applicant, tokens } = await submitted("altered");
    const token = tokens[1]!;
    const [random, tag] = token.split(".") as [string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const altered of [
      `${flip(random, 5)}.${tag}`,
      `${random}.${flip(tag, 3)}`,
      `${random}.${flip(tag, 21)}`,
    ]) {
      for (const path of ["open", "submit"]) {
        const res = await inject("POST", `/api/RefereeReport/${path}`, {
          payload: path === "open" ? { token: altered } : { token: altered, report },
        });
        expect(res.statusCode, `${path} ${altered}`).toBe(404);
        expect(res.json().message).toBe(REFEREE_MESSAGES.invalid);
      }
    }
    // A well-formed token signed with another key.
    const foreign = `${"x".repeat(43)}.${"y".repeat(22)}`;
    expect(
      (await inject("POST", "/api/RefereeReport/open", { payload: { token: foreign } })).statusCode,
    ).toBe(404);
    expect(
      (await inject("POST", "/api/RefereeReport/open", { payload: { token: "not a token" } })).statusCode,
    ).toBe(400);

    await t.database.db.execute(
      sql`UPDATE application_referees SET expires_at = now() - interval '1 minute' WHERE applicant_id = ${applicant.applicantId}`,
    );
    const expired = await inject("POST", "/api/RefereeReport/submit", { payload: { token, report } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(REFEREE_MESSAGES.expired);
    expect((await inject("POST", "/api/RefereeReport/open", { payload: { token } })).statusCode).toBe(410);
  });

  it("checks the report against the referee form's schema, naming the field", async () => {
    const { tokens } = await submitted("schema");
    const { comments: _left, ...withoutComments } = report;
    const res = await inject("POST", "/api/RefereeReport/submit", {
      payload: { token: tokens[0], report: { ...withoutComments, recommendation: "Maybe" } },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths.some((path) => path.includes("recommendation") || path.includes("comments"))).toBe(true);
    // Nothing was stored: the link still works.
    expect(
      (await inject("POST", "/api/RefereeReport/open", { payload: { token: tokens[0] } })).statusCode,
    ).toBe(200);
  });

  it("shows the applicant each referee's status, not the report; only to that applicant", async () => {
    const { applicant, tokens } = await submitted("status");
    await inject("POST", "/api/RefereeReport/submit", { payload: { token: tokens[0], report } });
    const res = await inject("GET", "/api/ApplicationReferees", { cookie: applicant.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.applicationNumber).toMatch(
      new RegExp(`^PG/\\d{4}/${String(applicant.applicantId).padStart(6, "0")}$`),
    );
    expect(data.referees.map((referee: { status: string }) => referee.status)).toEqual([
      "received",
      "pending",
    ]);
    expect(res.body).not.toContain(report.comments);
    expect((await inject("GET", "/api/ApplicationReferees")).statusCode).toBe(401);
    // A staff token is no applicant session.
    const bearer = await sessionToken(t.app, {
      id: 1,
      userName: "superadmin",
      userType: "official",
      roles: ["superadmin"],
      claims: [],
    });
    const staff = await t.app.inject({
      method: "GET",
      url: "/api/ApplicationReferees",
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(staff.statusCode).toBe(401);
  });

  describe("reprint by application number and phone, then the emailed code", () => {
    const numberOf = async (applicant: TestApplicant) =>
      (await inject("GET", "/api/ApplicationReferees", { cookie: applicant.cookie })).json().data
        .applicationNumber as string;

    it("signs a submitted applicant in to their slip", async () => {
      const { applicant } = await submitted("reprint");
      const applicationNumber = await numberOf(applicant);
      const wrongPhone = await inject("POST", "/api/Applicant/pg/reprint/sign-in", {
        payload: { applicationNumber, phoneNumber: "08099999999" },
      });
      expect(wrongPhone.statusCode).toBe(400);
      expect(wrongPhone.json().message).toBe(REFEREE_MESSAGES.noMatch);
      const otherType = await inject("POST", "/api/Applicant/nce/reprint/sign-in", {
        payload: { applicationNumber, phoneNumber: applicant.phoneNumber },
      });
      expect(otherType.statusCode).toBe(400);

      const sent = await inject("POST", "/api/Applicant/pg/reprint/sign-in", {
        payload: { applicationNumber: applicationNumber.toLowerCase(), phoneNumber: applicant.phoneNumber },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = /\b(\d{6})\b/.exec((await mailsTo(applicant.email)).at(-1)?.text_body ?? "")?.[1] ?? "";
      const wrongCode = await inject("POST", "/api/Applicant/pg/reprint/verify", {
        payload: {
          applicationNumber,
          phoneNumber: applicant.phoneNumber,
          code: code === "000000" ? "111111" : "000000",
        },
      });
      expect(wrongCode.statusCode).toBe(400);
      const verified = await inject("POST", "/api/Applicant/pg/reprint/verify", {
        payload: { applicationNumber, phoneNumber: applicant.phoneNumber, code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const cookie = verified.cookies.find((c) => c.name === "fcet_applicant");
      expect(cookie).toBeDefined();
      const slip = await inject("GET", "/api/ApplicationDrafts/pg", {
        cookie: `fcet_applicant=${cookie!.value}`,
      });
      expect(slip.statusCode).toBe(200);
      expect(slip.json().data.submittedAt).not.toBeNull();
    });

    it("refuses an application that was never submitted", async () => {
      const applicant = await makeApplicant(t.database.db, "pg");
      const applicationNumber = await numberOf(applicant);
      const res = await inject("POST", "/api/Applicant/pg/reprint/sign-in", {
        payload: { applicationNumber, phoneNumber: applicant.phoneNumber },
      });
      expect(res.statusCode).toBe(400);
      expect(await mailsTo(applicant.email)).toEqual([]);
    });
  });
});
