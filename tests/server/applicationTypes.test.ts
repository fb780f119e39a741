import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEMAS_DIR } from "../../src/schema/loadSchemas";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { makeApplicant } from "../support/applicantSession";
import { eightSubjects, validNceApplication, validPreNceApplication } from "../support/nceFixtures";
import { createTestApp, type TestApp } from "../support/testApp";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/testDatabase";

describe.each(databaseKinds)("application types at start-up on %s", (kind) => {
  let testDatabase: TestDatabase;
  let schemasDir: string;
  const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir" });
  const metaFile = () => path.join(schemasDir, "applications", "pre_nce", "meta.json");
  const editMeta = async (edit: (meta: Record<string, unknown>) => void) => {
    const meta = JSON.parse(await readFile(metaFile(), "utf8")) as Record<string, unknown>;
    edit(meta);
    await writeFile(metaFile(), JSON.stringify(meta));
  };
  const start = async () => {
    const app = await buildApp({
      config,
      database: testDatabase.database,
      schemasDir: pathToFileURL(`${schemasDir}/`),
    });
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    schemasDir = await mkdtemp(path.join(tmpdir(), "matric-schemas-"));
  });
  afterAll(async () => {
    await testDatabase?.drop();
    await rm(schemasDir, { recursive: true, force: true });
  });

  it("starts with the repository's folders copied as they are", async () => {
    await cp(SCHEMAS_DIR, schemasDir, { recursive: true });
    await expect(start()).resolves.toBeUndefined();
  });

  it("refuses to start when a type names a student type that has no row, naming its meta.json", async () => {
    await editMeta((meta) => {
      meta.studentTypeId = 999;
    });
    await expect(start()).rejects.toThrow(
      'schemas/applications/pre_nce/meta.json: "studentTypeId" 999 is not a row of student_types',
    );
  });

  it("refuses to start when a folder is incomplete, naming the file", async () => {
    await editMeta((meta) => {
      meta.studentTypeId = 5;
    });
    // nce's: a type that extends another (pre_nce extends nce) may leave its form.ui.json out.
    await rm(path.join(schemasDir, "applications", "nce", "form.ui.json"));
    await expect(start()).rejects.toThrow("schemas/applications/nce/form.ui.json: missing");
  });
});

describe.each(databaseKinds)("the Pre-NCE type through the drafts API on %s", (kind) => {
  let t: TestApp;
  /** Signs in a new applicant of `type`, saves a draft, then submits it. */
  const submit = async (type: string, payload: object, ip: string) => {
    const url = `/api/ApplicationDrafts/${type}`;
    const headers = { cookie: (await makeApplicant(t.database.db, type)).cookie };
    await t.app.inject({ method: "PUT", url, payload: {}, headers, remoteAddress: ip });
    return t.app.inject({ method: "POST", url: `${url}/submit`, payload, headers, remoteAddress: ip });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  it("accepts a Pre-NCE application with 5 complete O-level rows (its limit)", async () => {
    const res = await submit("pre_nce", validPreNceApplication(), "10.0.3.1");
    expect(res.json()).toMatchObject({ success: true, data: { applicationType: "pre_nce" } });
    expect(res.statusCode).toBe(200);
  });

  it("refuses an NCE application with 5 rows: the shared piece's default of 8 still holds for NCE", async () => {
    const nce = validNceApplication();
    nce.olevel = [{ ...nce.olevel[0], subjects: eightSubjects.slice(0, 5) }];
    const res = await submit("nce", nce, "10.0.3.2");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: "olevel.0.subjects",
      message: "please enter both subject and grade for each of the first 8 subjects",
    });
  });
});
