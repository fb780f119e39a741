import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportPage } from "../../../src/contract/reports";
import { queryRows } from "../../../src/server/db/database";
import { seedReferenceLists } from "../../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../../src/server/db/seed/schoolSetup";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { makeApplicant } from "../../support/applicantSession";
import { caller, registrar, student, upload } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Issue 12's admissions records: the JAMB, direct-entry and PUTME result lists (resource files,
 * uploaded all or nothing with row-numbered errors), the admissions reports (counts in SQL) and
 * the post-UTME exam slip of a signed-in applicant.
 */

const admissions: AuthUser = {
  id: 900_010,
  userName: "admissions",
  userType: "official",
  roles: ["admissions"],
  claims: [],
};
const bursar: AuthUser = { ...admissions, id: 900_011, userName: "bursar", roles: ["bursar"] };

const JAMB_HEADER =
  "Session,JAMB registration number,Full name,Sex,State,LGA,UTME score,Subject 1,Subject 1 score,Subject 2,Subject 2 score,Subject 3,Subject 3 score,Subject 4,Subject 4 score,Course";
const candidate = (
  reg: string,
  name: string,
  state: string,
  lga: string,
  scores = [70, 60, 55, 65],
  total = 250,
) =>
  `2026/2027,${reg},${name},Female,${state},${lga},${total},English Language,${scores[0]},Mathematics,${scores[1]},Physics,${scores[2]},Chemistry,${scores[3]},Computer Science Education`;
const csv = (...lines: string[]) => Buffer.from(`${lines.join("\n")}\n`);

describe.each(databaseKinds)("admissions records on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sessionId: number;
  const send = (name: string, content: Buffer, fileName = "list.csv") =>
    upload(t.app, t.config.jwtSecret, admissions, name, fileName, content);
  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      )
    )[0]?.n;
  const departmentId = async (name: string) =>
    (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM departments WHERE name = ${name}`))[0]!
      .id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    await seedSchoolSetup(t.database.db);
    await t.database.db.execute(sql`UPDATE academic_sessions SET is_current = (name = '2026/2027')`);
    sessionId = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM academic_sessions WHERE name = '2026/2027'`,
      )
    )[0]!.id;
    call = caller(t.app, t.config.jwtSecret);
  }, 120_000);
  afterAll(async () => t?.close());

  describe("the JAMB list upload", () => {
    it("saves nothing from a file with bad rows, naming each row and field", async () => {
      const res = await send(
        "jamb-candidates",
        csv(
          JAMB_HEADER,
          candidate("202612345678AB", "Ada Obi", "Lagos", "Ikeja"),
          candidate("202612345679CD", "Bola Ade", "Lagos", "Ikeja", [70, 60, 55, 65], 300),
          candidate("202612345680EF", "Chika Eze", "Kano", "Ikeja"),
          candidate("20261234568lgh", "Dayo Ola", "Lagos", "Ikeja"),
          candidate("202612345682JK", "Efe Uche", "Lagos", "Atlantis"),
        ),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { path: "row 3.utmeScore", message: "must equal the sum of the four subject scores" },
        { path: "row 4.lgaId", message: '"Ikeja" is not a LGA of the chosen State' },
        { path: "row 5.regNumber", message: "use capital letters and digits only, e.g. 202612345678AB" },
        { path: "row 6.lgaId", message: '"Atlantis" is not one of the LGA options' },
      ]);
      expect(await count("jamb_candidates")).toBe(0);
    });

    it("saves every row of a good file, an LGA name that several states share resolved within the row's state", async () => {
      const res = await send(
        "jamb-candidates",
        csv(
          JAMB_HEADER,
          candidate("202612345678AB", "Ada Obi", "Lagos", "Ikeja"),
          candidate("202612345679CD", "Bola Ade", "Benue", "Obi"),
          candidate("202612345680EF", "Chika Eze", "Nasarawa", "Obi", [80, 70, 60, 50], 260),
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ created: 3 });
      const rows = await queryRows<{
        reg_number: string;
        state: string;
        lga_state: string;
        department: string;
      }>(
        t.database.db,
        sql`SELECT c.reg_number, s.name AS state, ls.name AS lga_state, d.name AS department
          FROM jamb_candidates c JOIN states s ON s.id = c.state_id JOIN lgas l ON l.id = c.lga_id
          JOIN states ls ON ls.id = l.state_id JOIN departments d ON d.id = c.department_id ORDER BY c.reg_number`,
      );
      expect(rows.map((row) => [row.reg_number, row.state, row.lga_state, row.department])).toEqual([
        ["202612345678AB", "Lagos", "Lagos", "Computer Science Education"],
        ["202612345679CD", "Benue", "Benue", "Computer Science Education"],
        ["202612345680EF", "Nasarawa", "Nasarawa", "Computer Science Education"],
      ]);
      const list = await call(admissions, "GET", "/api/resources/jamb-candidates?search=chika");
      expect(list.json().data.items).toMatchObject([{ regNumber: "202612345680EF", utmeScore: 260 }]);
    });

    it("names the row of a registration number already on the list, or twice in the file, and saves nothing", async () => {
      const again = await send(
        "jamb-candidates",
        csv(
          JAMB_HEADER,
          candidate("202612345690AA", "Femi Ojo", "Lagos", "Ikeja"),
          candidate("202612345678AB", "Ada Obi", "Lagos", "Ikeja"),
        ),
      );
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().errors).toEqual([
        {
          path: "row 3.regNumber",
          message: "another candidate of the JAMB list has this registration number",
        },
      ]);
      const twice = await send(
        "jamb-candidates",
        csv(
          JAMB_HEADER,
          candidate("202612345691BB", "Gbenga Ojo", "Lagos", "Ikeja"),
          candidate("202612345691BB", "Gbenga Ojo", "Lagos", "Ikeja"),
        ),
      );
      expect(twice.statusCode, twice.body).toBe(409);
      expect(twice.json().errors).toEqual([
        { path: "row 3.regNumber", message: "repeats row 2 of this file" },
      ]);
      expect(await count("jamb_candidates")).toBe(3);
    });

    it("reads an XLSX file too", async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("JAMB");
      sheet.addRow(JAMB_HEADER.split(","));
      sheet.addRow(candidate("202612345699ZZ", "Halima Musa", "Lagos", "Ikeja").split(","));
      const res = await send("jamb-candidates", Buffer.from(await workbook.xlsx.writeBuffer()), "jamb.xlsx");
      expect(res.statusCode, res.body).toBe(200);
      expect(await count("jamb_candidates")).toBe(4);
    });
  });

  describe("the DE list and the PUTME results", () => {
    it("uploads the direct-entry list all or nothing", async () => {
      const header =
        "Session,JAMB registration number,Full name,Sex,State,LGA,Course,Qualification,Institution";
      const bad = await send(
        "direct-entry-candidates",
        csv(
          header,
          "2026/2027,202698765432AB,Ngozi Obi,Female,Lagos,Ikeja,Computer Science Education,NCE,FCE Akoka",
          "2026/2027,202698765433CD,Yusuf Sani,Male,Lagos,Ikeja,Computer Science Education,,",
        ),
      );
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual([
        { path: "row 3.qualification", message: "please input Qualification" },
      ]);
      expect(await count("direct_entry_candidates")).toBe(0);
      const good = await send(
        "direct-entry-candidates",
        csv(
          header,
          "2026/2027,202698765432AB,Ngozi Obi,Female,Lagos,Ikeja,Computer Science Education,NCE,FCE Akoka",
          "2026/2027,202698765433CD,Yusuf Sani,Male,Benue,Obi,Computer Science Education,ND,",
        ),
      );
      expect(good.statusCode, good.body).toBe(200);
      expect(await count("direct_entry_candidates")).toBe(2);
    });

    it("uploads PUTME scores by JAMB number and shows them with the aggregate in the view", async () => {
      const bad = await send(
        "putme-results",
        csv(
          "JAMB registration number,PUTME score,Remark",
          "202612345678AB,64,",
          "202600000000XX,50,",
          "202612345679CD,120,",
        ),
      );
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors).toEqual([
        {
          path: "row 3.jambCandidateId",
          message: '"202600000000XX" is not one of the JAMB registration number options',
        },
        { path: "row 4.putmeScore", message: "must be at most 100" },
      ]);
      const good = await send(
        "putme-results",
        csv("JAMB registration number,PUTME score,Remark", "202612345678AB,64,", "202612345679CD,45,Late"),
      );
      expect(good.statusCode, good.body).toBe(200);
      const view = await call(admissions, "GET", "/api/resources/putme-result-entries");
      expect(view.statusCode, view.body).toBe(200);
      // Sorted by aggregate, highest first: 250 / 8 + 64 / 2 = 63.25; 250 / 8 + 45 / 2 = 53.75.
      expect(view.json().data.items).toMatchObject([
        {
          regNumber: "202612345678AB",
          fullName: "Ada Obi",
          utmeScore: 250,
          putmeScore: 64,
          aggregateScore: 63.25,
        },
        { regNumber: "202612345679CD", fullName: "Bola Ade", putmeScore: 45, aggregateScore: 53.75 },
      ]);
      const searched = await call(admissions, "GET", "/api/resources/putme-result-entries?search=bola");
      expect(searched.json().data.items).toHaveLength(1);
      // The view is read-only, for everybody.
      expect((await call(admissions, "POST", "/api/resources/putme-result-entries", {})).statusCode).toBe(
        403,
      );
    });

    it("refuses students and the bursary, and visitors", async () => {
      for (const name of [
        "jamb-candidates",
        "direct-entry-candidates",
        "putme-results",
        "putme-result-entries",
        "putme-exam-schedules",
      ]) {
        expect((await call(student, "GET", `/api/resources/${name}`)).statusCode).toBe(403);
        expect((await call(bursar, "GET", `/api/resources/${name}`)).statusCode).toBe(403);
        expect((await call(undefined, "GET", `/api/resources/${name}`)).statusCode).toBe(401);
      }
      expect(
        (await upload(t.app, "", student, "jamb-candidates", "a.csv", csv(JAMB_HEADER))).statusCode,
      ).toBe(403);
    });
  });

  describe("reports and the exam slip", () => {
    const csc = () => departmentId("Computer Science Education");
    /** A paid applicant of `type` with a draft (submitted or not) choosing `department` from `stateId`. */
    const applicantWith = async (
      type: string,
      {
        department,
        stateId,
        submitted,
        utme,
      }: { department: number; stateId: number; submitted: boolean; utme?: object },
    ) => {
      const made = await makeApplicant(t.database.db, type);
      const data = {
        personal: { surname: "Okafor", firstname: "Ada", stateId },
        programme: { departmentId: department },
        uploads: { passport: "data:image/png;base64,iVBORw0KGgo=" },
        ...(utme ? { utme } : {}),
      };
      await t.database.db.execute(sql`INSERT INTO application_drafts (application_type, applicant_id, data, submitted_at)
        VALUES (${type}, ${made.applicantId}, ${JSON.stringify(data)}::jsonb, ${submitted ? new Date().toISOString() : null})`);
      return made;
    };
    let putmeApplicant: Awaited<ReturnType<typeof makeApplicant>>;
    let draftApplicant: Awaited<ReturnType<typeof makeApplicant>>;
    let nceApplicant: Awaited<ReturnType<typeof makeApplicant>>;

    beforeAll(async () => {
      const department = await csc();
      const technical = await departmentId("Building Technology Education");
      putmeApplicant = await applicantWith("putme", {
        department,
        stateId: 25,
        submitted: true,
        utme: { regNumber: "202612345678AB", utmeScore: 250 },
      });
      draftApplicant = await applicantWith("putme", { department: technical, stateId: 7, submitted: false });
      nceApplicant = await applicantWith("nce", { department, stateId: 25, submitted: true });
      await applicantWith("jupeb", { department: technical, stateId: 26, submitted: true });
      await makeApplicant(t.database.db, "nce"); // paid, form not started
      await makeApplicant(t.database.db, "nce", { paid: false }); // invoiced only
    });

    // The admissions reports are report files now (schemas/reports), run by /api/Reports/:name.
    const FILES: Record<string, string> = {
      application: "application-reports",
      putme: "putme-reports",
      jupeb: "jupeb-reports",
      registration_number: "registration-number-reports",
    };
    type Counted = { total: number; groups: Record<string, Record<string, number>> };
    /** Every grouping of a report, each as { label: count }, and the total. */
    const report = async (name: string, query = ""): Promise<Counted> => {
      const file = t.app.reports.get(FILES[name] ?? name);
      expect(file, name).toBeDefined();
      const counted: Counted = { total: 0, groups: {} };
      for (const grouping of file?.groupings ?? []) {
        const url = `/api/Reports/${file?.name}${query}${query ? "&" : "?"}groupBy=${grouping.name}&pageSize=30`;
        const res = await call(admissions, "GET", url);
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data as ReportPage;
        counted.groups[grouping.name] = Object.fromEntries(
          data.items.map((row) => [row.group ?? "", Number(row.count)]),
        );
        counted.total = Number(data.meta.totals?.count ?? 0);
      }
      return counted;
    };
    const group = (data: Counted, name: string) => data.groups[name];

    it("counts applications by type, programme, state and status", async () => {
      const data = await report("application");
      expect(data.total).toBe(6);
      expect(group(data, "type")).toEqual({
        "NCE Programme": 3,
        "Post-UTME Screening": 2,
        "JUPEB Foundation Programme": 1,
      });
      expect(group(data, "programme")).toEqual({
        "Computer Science Education": 2,
        "Building Technology Education": 2,
        "Not chosen yet": 2,
      });
      expect(group(data, "state")).toEqual({ Lagos: 2, Benue: 1, Nasarawa: 1, "Not chosen yet": 2 });
      expect(group(data, "status")).toEqual({
        Submitted: 3,
        "Form in progress": 1,
        "Paid, form not started": 1,
        "Invoice generated": 1,
      });
      const nce = await report("application", "?applicationType=nce");
      expect(nce.total).toBe(3);
      expect(group(nce, "status")).toEqual({
        Submitted: 1,
        "Paid, form not started": 1,
        "Invoice generated": 1,
      });
      expect((await report("application", `?sessionId=${sessionId}`)).total).toBe(6);
      expect((await report("application", `?sessionId=${sessionId + 1000}`)).total).toBe(0);
    });

    it("counts PUTME candidates with their score bands, and JUPEB applications", async () => {
      const putme = await report("putme");
      expect(putme.total).toBe(2);
      expect(group(putme, "score")).toEqual({ "60–69": 1, "No result yet": 1 });
      const jupeb = await report("jupeb");
      expect(jupeb.total).toBe(1);
      expect(group(jupeb, "state")).toEqual({ Nasarawa: 1 });
      expect(Object.keys(jupeb.groups)).not.toContain("type");
    });

    it("counts students by their registration numbers' programme and status", async () => {
      const [before] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM students`,
      );
      const data = await report("registration_number");
      expect(data.total).toBe(before!.n);
    });

    it("exports a report as CSV and XLSX", async () => {
      const file = await call(
        admissions,
        "GET",
        "/api/Reports/application-reports/export?format=csv&applicationType=nce",
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe('attachment; filename="application-reports.csv"');
      const lines = file.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Grouping,Value,Number of applications");
      expect(lines).toContain("Application type,NCE Programme,3");
      expect(lines.at(-1)).toBe("Total,,3");
      const xlsx = await call(admissions, "GET", "/api/Reports/putme-reports/export?format=xlsx");
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
      expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe("Grouping");
    });

    it("names a type the registry published after the server started, offers it as a filter and exports it", async () => {
      // What the portal's "New application type" sends: NCE's files under a new key, name and mode.
      const nce = await call(registrar, "GET", "/api/ApplicationTypes/admin/nce/versions/1");
      expect(nce.statusCode, nce.body).toBe(200);
      const { meta, schema, uiSchema } = nce.json().data as Record<string, Record<string, unknown>>;
      const { view: _view, ...invoice } = meta!.invoice as Record<string, unknown>;
      const published = await call(registrar, "POST", "/api/ApplicationTypes/admin/evening_nce/publish", {
        isNew: true,
        meta: {
          ...meta,
          id: "evening_nce",
          name: "Evening NCE Programme",
          applicationMode: 90,
          landingCard: false,
          variants: [],
          invoice: { ...invoice, route: "/generate_students_invoice" },
          login: "/evening_nce_login",
          routes: { form: "/evening_nce_application", preview: "/evening_nce_preview" },
        },
        schema: { ...schema, $id: "applications/evening_nce/form.schema.json" },
        uiSchema,
      });
      expect(published.statusCode, published.body).toBe(201);
      await applicantWith("evening_nce", { department: await csc(), stateId: 25, submitted: true });

      const types = await call(admissions, "GET", "/api/Lookups/applicationTypes");
      expect(types.json().data).toContainEqual({ id: "evening_nce", name: "Evening NCE Programme" });
      expect(group(await report("application"), "type")).toMatchObject({ "Evening NCE Programme": 1 });
      const evening = await report("application", "?applicationType=evening_nce");
      expect(group(evening, "status")).toEqual({ Submitted: 1 });
      const file = await call(
        admissions,
        "GET",
        "/api/Reports/application-reports/export?format=csv&applicationType=evening_nce",
      );
      expect(file.body).toContain("Application type,Evening NCE Programme,1");
    });

    it("refuses students, the bursary, applicants and visitors, and bad filters", async () => {
      expect((await call(student, "GET", "/api/Reports/application-reports")).statusCode).toBe(403);
      expect((await call(bursar, "GET", "/api/Reports/application-reports")).statusCode).toBe(403);
      expect((await call(undefined, "GET", "/api/Reports/application-reports")).statusCode).toBe(401);
      const asApplicant = await t.app.inject({
        method: "GET",
        url: "/api/Reports/application-reports",
        headers: { cookie: putmeApplicant.cookie },
      });
      expect(asApplicant.statusCode).toBe(401);
      expect((await call(registrar, "GET", "/api/Reports/putme-reports")).statusCode).toBe(200);
      expect((await call(admissions, "GET", "/api/Reports/nothing")).statusCode).toBe(404);
      expect(
        (await call(admissions, "GET", "/api/Reports/application-reports?applicationType=X;DROP")).statusCode,
      ).toBe(400);
    });

    it("prints the exam slip of a submitted PUTME applicant, with the sitting of their department", async () => {
      const slipOf = (cookie: string) =>
        t.app.inject({ method: "GET", url: "/api/Applicant/putme-slip", headers: cookie ? { cookie } : {} });
      const before = await slipOf(putmeApplicant.cookie);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().data).toMatchObject({
        applicationNumber: `PUTME/2026/${String(putmeApplicant.applicantId).padStart(6, "0")}`,
        fullName: "Okafor Ada",
        jambNumber: "202612345678AB",
        utmeScore: 250,
        course: "Computer Science Education",
        session: "2026/2027",
        passport: "data:image/png;base64,iVBORw0KGgo=",
        schedule: null,
      });
      const general = await call(admissions, "POST", "/api/resources/putme-exam-schedules", {
        sessionId,
        venue: "Main Auditorium",
        examDate: "2026-07-14",
        startTime: "09:00",
      });
      expect(general.statusCode, general.body).toBe(201);
      expect((await slipOf(putmeApplicant.cookie)).json().data.schedule).toEqual({
        venue: "Main Auditorium",
        examDate: "2026-07-14",
        startTime: "09:00",
        instructions: null,
      });
      const own = await call(admissions, "POST", "/api/resources/putme-exam-schedules", {
        sessionId,
        departmentId: await csc(),
        venue: "ICT Centre",
        examDate: "2026-07-15",
        startTime: "13:30",
        instructions: "Bring a pencil.",
      });
      expect(own.statusCode, own.body).toBe(201);
      expect((await slipOf(putmeApplicant.cookie)).json().data.schedule).toMatchObject({
        venue: "ICT Centre",
      });
      const clash = await call(admissions, "POST", "/api/resources/putme-exam-schedules", {
        sessionId,
        venue: "Hall B",
        examDate: "2026-07-16",
        startTime: "09:00",
      });
      expect(clash.statusCode).toBe(409);

      const unsubmitted = await slipOf(draftApplicant.cookie);
      expect(unsubmitted.statusCode).toBe(409);
      expect(unsubmitted.json().message).toBe(
        "Submit your application first: the exam slip is printed from a submitted application.",
      );
      const nce = await slipOf(nceApplicant.cookie);
      expect(nce.statusCode).toBe(404);
      expect((await slipOf("")).statusCode).toBe(401);
    });
  });
});
