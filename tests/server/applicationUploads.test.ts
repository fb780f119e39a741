import { sql } from "drizzle-orm";
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { makeApplicant } from "../support/applicantSession";
import { validNceApplication } from "../support/nceFixtures";
import { dataUrlOf, REAL_JPEG, SMALL_PDF } from "../support/pictures";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const URL = "/api/ApplicationDrafts/nce";
const TEXT = Buffer.from("Local Government Area: Ikeja\nThis is a text file renamed to .jpg\n");
const EXIF = Buffer.from("Exif\0\0GPS 6.52N 3.37E");
/** A JPEG carrying a GPS position in its EXIF and a ZIP after its end. */
const TAMPERED_JPEG = Buffer.concat([
  REAL_JPEG.subarray(0, 2),
  Buffer.from([0xff, 0xe1, 0x00, EXIF.length + 2]),
  EXIF,
  REAL_JPEG.subarray(2),
  Buffer.from("PK\x03\x04hidden.zip"),
]);

describe.each(databaseKinds)("files in applications, checked by their content, on %s", (kind) => {
  let t: TestApp;
  let address = 0;
  const send = (method: "PUT" | "POST", url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, remoteAddress: `10.2.0.${++address}`, headers: { cookie }, payload });
  const storedOf = async (applicantId: number) =>
    queryRows<{ data: { uploads?: { passport?: string; certificate?: string } } }>(
      t.database.db,
      sql`SELECT data FROM application_drafts WHERE applicant_id = ${applicantId}`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The application's School, department and programme must belong together (issue 20, item 18).
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  it("refuses a text file named .jpg as the passport on save, naming the field; nothing is stored", async () => {
    const applicant = await makeApplicant(t.database.db);
    const res = await send("PUT", URL, applicant.cookie, {
      uploads: { passport: dataUrlOf("image/jpeg", TEXT, "passport.jpg") },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "uploads.passport", message: "Passport photograph must be a JPEG or PNG picture" },
    ]);
    expect(await storedOf(applicant.applicantId)).toEqual([]);
  });

  it("refuses a text file named .jpg as a document on submit, and the application stays open", async () => {
    const applicant = await makeApplicant(t.database.db);
    const application = validNceApplication();
    expect((await send("PUT", URL, applicant.cookie, application)).statusCode).toBe(201);
    application.uploads = { ...application.uploads, certificate: dataUrlOf("image/jpeg", TEXT, "lga.jpg") };
    const res = await send("POST", `${URL}/submit`, applicant.cookie, application);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "uploads.certificate", message: "Certificate must be a PDF, JPEG or PNG file" },
    ]);
    const [row] = await queryRows<{ submitted_at: Date | null }>(
      t.database.db,
      sql`SELECT submitted_at FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
    );
    expect(row?.submitted_at).toBeNull();
  });

  it("stores pictures re-encoded (no EXIF, nothing after the end) and documents as they are, names kept", async () => {
    const applicant = await makeApplicant(t.database.db);
    const application = validNceApplication();
    application.uploads = {
      ...application.uploads,
      passport: dataUrlOf("image/jpeg", TAMPERED_JPEG, "me.jpg"),
      certificate: dataUrlOf("application/pdf", SMALL_PDF, "waec.pdf"),
    };
    expect((await send("PUT", URL, applicant.cookie, application)).statusCode).toBe(201);
    const res = await send("POST", `${URL}/submit`, applicant.cookie, application);
    expect(res.statusCode).toBe(200);
    const [row] = await storedOf(applicant.applicantId);
    // The draft save rebuilt the picture from its segments; the submit painted it again from its pixels.
    const saved = String(row?.data.uploads?.passport);
    expect(saved.startsWith("data:image/jpeg;name=me.jpg;base64,")).toBe(true);
    const stored = Buffer.from(saved.split("base64,")[1] ?? "", "base64");
    expect(stored.includes(Buffer.from("Exif"))).toBe(false);
    expect(stored.includes(Buffer.from("PK\x03\x04"))).toBe(false);
    expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(stored.equals(REAL_JPEG)).toBe(false);
    const [painted, real] = [jpeg.decode(stored), jpeg.decode(REAL_JPEG)];
    expect([painted.width, painted.height]).toEqual([real.width, real.height]);
    expect(row?.data.uploads?.certificate).toBe(dataUrlOf("application/pdf", SMALL_PDF, "waec.pdf"));
  });
});
