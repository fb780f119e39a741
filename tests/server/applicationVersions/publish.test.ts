import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationType } from "../../../src/schema/applicationTypes";
import { readApplicationFolders } from "../../../src/schema/publishedTypes/readApplicationFolders";
import { queryRows } from "../../../src/server/db/database";
import { seedReferenceLists } from "../../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../../src/server/db/seed/schoolSetup";
import {
  ApplicationTypeRegistry,
  REPOSITORY,
} from "../../../src/server/modules/applicationTypes/typeRegistry";
import { makeApplicant } from "../../support/applicantSession";
import { validNceApplication } from "../../support/nceFixtures";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";
import { nceFilesWith } from "../../support/typeEditorFiles";

type Json = Record<string, unknown>;
/** The NCE folder's files with one more field in the first section: optional or required. */
const nceWithHobbies = (required: boolean) =>
  nceFilesWith(
    { hobbies: { type: "string", title: "Hobbies", maxLength: 200 } },
    required ? ["hobbies"] : [],
  );

describe.each(databaseKinds)("application types published from the portal on %s", (kind) => {
  let t: TestApp;
  let registrar: string;
  let student: string;

  const call = (
    method: "GET" | "PUT" | "POST",
    url: string,
    { payload, authorization, cookie }: { payload?: unknown; authorization?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
    registrar = `Bearer ${await sessionToken(t.app, { id: 9101, userName: "registrar", userType: "official", roles: ["registrar"], claims: [] })}`;
    student = `Bearer ${await sessionToken(t.app, { id: 9102, userName: "student", userType: "student", roles: ["student"], claims: [] })}`;
  }, 180_000);
  afterAll(async () => t?.close());

  it("seeds each repository folder as version 1", async () => {
    const res = await call("GET", "/api/ApplicationTypes/nce/latest");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ typeKey: "nce", version: 1, meta: { id: "nce" } });
    const list = await call("GET", "/api/ApplicationTypes");
    expect(list.json().data.map((type: Json) => type.typeKey)).toContain("pg");
  });

  it("refuses everyone but the registry (403) and visitors (401)", async () => {
    const { files } = await nceWithHobbies(false);
    for (const [method, url] of [
      ["GET", "/api/ApplicationTypes/admin/types"],
      ["POST", "/api/ApplicationTypes/admin/nce/check"],
      ["PUT", "/api/ApplicationTypes/admin/nce/draft"],
      ["POST", "/api/ApplicationTypes/admin/nce/publish"],
    ] as const) {
      const payload = method === "GET" ? undefined : files;
      expect((await call(method, url, { payload, authorization: student })).statusCode, url).toBe(403);
      expect((await call(method, url, { payload })).statusCode, url).toBe(401);
    }
    const [{ count }] = (await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM application_type_versions WHERE type_key = 'nce'`,
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("refuses foreign keywords, widgets and references, naming the path", async () => {
    const { files, section } = await nceWithHobbies(false);
    const properties = files.schema.properties as Record<string, Json>;
    const part = properties[section] as { properties: Record<string, Json> };
    part.properties.hobbies = { type: "string", title: "Hobbies", "x-eval": "alert(1)" };
    part.properties.pet = { $ref: "https://evil.example/pet.json" };
    (files.uiSchema as Record<string, Json>)[section] = {
      ...((files.uiSchema as Record<string, Json>)[section] ?? {}),
      hobbies: { "ui:widget": "colorPicker" },
      pet: { "ui:field": "CustomField" },
    };
    const res = await call("POST", "/api/ApplicationTypes/admin/nce/publish", {
      payload: files,
      authorization: registrar,
    });
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: `schema: properties.${section}.properties.hobbies["x-eval"]`,
          message: expect.stringContaining('"x-eval" is not a keyword of the engine'),
        },
        {
          path: `schema: properties.${section}.properties.pet.$ref`,
          message: expect.stringContaining("is not a shared part"),
        },
        {
          path: `uiSchema: ${section}.hobbies["ui:widget"]`,
          message: expect.stringContaining('widget "colorPicker" is not a widget of the engine'),
        },
        {
          path: `uiSchema: ${section}.pet["ui:field"]`,
          message: expect.stringContaining('"ui:field" is not a UI key of the engine'),
        },
      ]),
    );
    // The check answers the same problems without refusing, for the editor's error list.
    const checked = await call("POST", "/api/ApplicationTypes/admin/nce/check", {
      payload: files,
      authorization: registrar,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ preview: null });
    expect(checked.json().data.problems).toHaveLength(errors.length);
    expect(await t.app.applicationTypeRegistry.latestVersion("nce")).toBe(1);
  });

  it("publishes v2, audited; a v1 submitted application still validates and prints with v1; a v1 draft is told what changed", async () => {
    // A submitted v1 application and an open v1 draft, before v2 exists.
    const submitted = await makeApplicant(t.database.db);
    const data = validNceApplication();
    expect(
      (await call("PUT", "/api/ApplicationDrafts/nce", { cookie: submitted.cookie, payload: data }))
        .statusCode,
    ).toBe(201);
    const sent = await call("POST", "/api/ApplicationDrafts/nce/submit", {
      cookie: submitted.cookie,
      payload: data,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.typeVersion).toBe(1);
    const drafting = await makeApplicant(t.database.db);
    expect(
      (await call("PUT", "/api/ApplicationDrafts/nce", { cookie: drafting.cookie, payload: data }))
        .statusCode,
    ).toBe(201);

    // v2: a required field the v1 application does not have.
    const { files, section } = await nceWithHobbies(true);
    const checked = await call("POST", "/api/ApplicationTypes/admin/nce/check", {
      payload: files,
      authorization: registrar,
    });
    expect(checked.json().data.problems).toEqual([]);
    expect(checked.json().data.preview.validatorsUrl).toMatch(
      /^\/api\/ApplicationTypes\/preview\/[0-9a-f]{32}\/validators\.js$/,
    );
    const res = await call("POST", "/api/ApplicationTypes/admin/nce/publish", {
      payload: files,
      authorization: registrar,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ typeKey: "nce", version: 2 });
    expect(res.json().data.changes).toEqual([
      expect.objectContaining({ kind: "added", path: `${section}.hobbies` }),
    ]);

    const [audit] = await queryRows<{ action: string; entity_id: string; actor_name: string; after: Json }>(
      t.database.db,
      sql`SELECT action, entity_id, actor_name, after FROM audit_log WHERE entity = 'application_type_versions' AND action = 'publish'`,
    );
    expect(audit).toMatchObject({ action: "publish", entity_id: "nce@2", actor_name: "registrar" });

    // The submitted application keeps v1: it still validates with v1 and v2 would refuse it.
    const pinned = await call("GET", "/api/ApplicationDrafts/nce", { cookie: submitted.cookie });
    expect(pinned.json().data).toMatchObject({ typeVersion: 1, latestVersion: 2, changes: [] });
    const v1 = await t.app.applicationTypeRegistry.form("nce", 1);
    const v2 = await t.app.applicationTypeRegistry.form("nce", 2);
    expect(v1?.validate(pinned.json().data.data)).toEqual([]);
    expect(v2?.validate(pinned.json().data.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: `${section}.hobbies` })]),
    );
    // It prints with v1: that version is still served, without the new field.
    const printed = await call("GET", "/api/ApplicationTypes/nce/versions/1");
    expect(printed.statusCode).toBe(200);
    expect(JSON.stringify(printed.json().data.schema)).not.toContain("Hobbies");
    const latest = await call("GET", "/api/ApplicationTypes/nce/latest");
    expect(latest.json().data.version).toBe(2);
    expect(JSON.stringify(latest.json().data.schema)).toContain("Hobbies");

    // The v1 draft is told what changed; submitting now needs the new field.
    const told = await call("GET", "/api/ApplicationDrafts/nce", { cookie: drafting.cookie });
    expect(told.json().data).toMatchObject({
      typeVersion: 1,
      latestVersion: 2,
      changes: [{ kind: "added", path: `${section}.hobbies`, label: expect.stringContaining("Hobbies") }],
    });
    const refused = await call("POST", "/api/ApplicationDrafts/nce/submit", {
      cookie: drafting.cookie,
      payload: data,
    });
    expect(refused.statusCode).toBe(400);
    const withHobbies = { ...data, [section]: { ...(data[section] as Json), hobbies: "Chess" } };
    const accepted = await call("POST", "/api/ApplicationDrafts/nce/submit", {
      cookie: drafting.cookie,
      payload: withHobbies,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.typeVersion).toBe(2);
  });

  it("serves each version's browser validators as a module from our origin", async () => {
    const res = await call("GET", "/api/ApplicationTypes/nce/versions/2/validators.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.body).toMatch(/export default function validators\(require\)/);
    // The module runs with the helpers the browser passes, and its validators judge like the server's.
    const url = `data:text/javascript;base64,${Buffer.from(res.body).toString("base64")}`;
    const module = (await import(url)) as { default: (require: (name: string) => unknown) => Json };
    const { createRequire } = await import("node:module");
    const byHash = module.default(createRequire(import.meta.url));
    expect(Object.keys(byHash).length).toBeGreaterThan(2);
    expect((await call("GET", "/api/ApplicationTypes/nce/versions/9/validators.js")).statusCode).toBe(404);
  });

  it("creates a new type whose routes come from its meta, listed at once (no restart)", async () => {
    const { files } = await nceWithHobbies(false);
    const meta = {
      ...files.meta,
      id: "evening_nce",
      name: "Evening NCE Programme",
      applicationMode: 90,
      landingCard: false,
      login: "/evening_nce_login",
      routes: { form: "/evening_nce_application", preview: "/evening_nce_preview" },
      invoice: { ...(files.meta.invoice as Json), route: "/generate_students_invoice", view: undefined },
    };
    delete (meta.invoice as Json).view;
    const schema = { ...files.schema, $id: "applications/evening_nce/form.schema.json" };
    // Its $refs are relative to its own folder, which sits beside nce's: they resolve the same.
    const payload = { meta, schema, uiSchema: files.uiSchema, isNew: true };
    const clash = await call("POST", "/api/ApplicationTypes/admin/evening_nce/publish", {
      payload: { ...payload, meta: { ...meta, login: "/nce_login" } },
      authorization: registrar,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors[0]).toMatchObject({
      path: "meta",
      message: expect.stringContaining("/nce_login"),
    });
    const res = await call("POST", "/api/ApplicationTypes/admin/evening_nce/publish", {
      payload,
      authorization: registrar,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.version).toBe(1);
    const again = await call("POST", "/api/ApplicationTypes/admin/evening_nce/publish", {
      payload,
      authorization: registrar,
    });
    expect(again.statusCode).toBe(409);
    const list = await call("GET", "/api/ApplicationTypes");
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          typeKey: "evening_nce",
          meta: expect.objectContaining({ login: "/evening_nce_login" }),
        }),
      ]),
    );
    // An applicant of the new type fills their application with it.
    const applicant = await makeApplicant(t.database.db, "evening_nce");
    const saved = await call("PUT", "/api/ApplicationDrafts/evening_nce", {
      cookie: applicant.cookie,
      payload: validNceApplication(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toMatchObject({ applicationType: "evening_nce", typeVersion: 1 });
    const admin = await call("GET", "/api/ApplicationTypes/admin/types", { authorization: registrar });
    expect(admin.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ typeKey: "nce", latestVersion: 2 })]),
    );
  });

  it("keeps the editor's work as the type's one draft until it is published", async () => {
    const { files } = await nceWithHobbies(false);
    const saved = await call("PUT", "/api/ApplicationTypes/admin/pre_nce/draft", {
      payload: files,
      authorization: registrar,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ typeKey: "pre_nce", version: 2 });
    const again = await call("PUT", "/api/ApplicationTypes/admin/pre_nce/draft", {
      payload: files,
      authorization: registrar,
    });
    expect(again.json().data.version).toBe(2);
    const list = await call("GET", "/api/ApplicationTypes/admin/types", { authorization: registrar });
    const preNce = (list.json().data as { typeKey: string; latestVersion: number; versions: Json[] }[]).find(
      (type) => type.typeKey === "pre_nce",
    );
    expect(preNce).toMatchObject({
      latestVersion: 1,
      versions: [
        { version: 2, status: "draft" },
        { version: 1, status: "published" },
      ],
    });
    const stored = await call("GET", "/api/ApplicationTypes/admin/pre_nce/versions/2", {
      authorization: registrar,
    });
    expect(stored.json().data).toMatchObject({ status: "draft", meta: { id: "nce" } });
    // Not published: applicants still get version 1, and the draft is not public.
    expect((await call("GET", "/api/ApplicationTypes/pre_nce/latest")).json().data.version).toBe(1);
    expect((await call("GET", "/api/ApplicationTypes/pre_nce/versions/2")).statusCode).toBe(404);
    const [audit] = await queryRows<{ entity_id: string }>(
      t.database.db,
      sql`SELECT entity_id FROM audit_log WHERE action = 'save_draft' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.entity_id).toBe("pre_nce@2");
  });

  it("publishes a folder a deploy changed as the next version at start; an unchanged folder adds nothing", async () => {
    const { folders, library } = await readApplicationFolders();
    const live: ApplicationType[] = [];
    const unchanged = new ApplicationTypeRegistry(() => t.database.db, folders, library, live);
    await unchanged.start();
    expect(await unchanged.latestVersion("putme")).toBe(1);
    expect(live.length).toBe(folders.length + 1); // and evening_nce, published from the portal
    const changed = folders.map((folder) =>
      folder.folder === "putme"
        ? { ...folder, meta: { ...(folder.meta as Json), name: "Post-UTME Screening (2027)" } }
        : folder,
    );
    await new ApplicationTypeRegistry(() => t.database.db, changed, library, live).start();
    const putme = await call("GET", "/api/ApplicationTypes/putme/latest");
    expect(putme.json().data).toMatchObject({ version: 2, meta: { name: "Post-UTME Screening (2027)" } });
    const [row] = await queryRows<{ published_by_name: string }>(
      t.database.db,
      sql`SELECT published_by_name FROM application_type_versions WHERE type_key = 'putme' AND version = 2`,
    );
    expect(row?.published_by_name).toBe(REPOSITORY);
  });
  it("a second server process on the same database follows a publish without a restart", async () => {
    const { folders, library } = await readApplicationFolders();
    const otherLive: ApplicationType[] = [];
    const otherProcess = new ApplicationTypeRegistry(() => t.database.db, folders, library, otherLive);
    await otherProcess.start();
    expect(await otherProcess.refreshIfPublishedElsewhere()).toBe(false);
    const nameOf = () => otherLive.find((type) => type.meta.id === "evening_nce")?.meta.name;
    expect(nameOf()).toBe("Evening NCE Programme");

    const current = await call("GET", "/api/ApplicationTypes/evening_nce/latest");
    const { meta, schema, uiSchema } = current.json().data as Json;
    const res = await call("POST", "/api/ApplicationTypes/admin/evening_nce/publish", {
      payload: { meta: { ...(meta as Json), name: "Evening NCE (Weekend Classes)" }, schema, uiSchema },
      authorization: registrar,
    });
    expect(res.statusCode, res.body).toBe(201);

    // The other process still holds what it loaded until its poll sees the new version.
    expect(nameOf()).toBe("Evening NCE Programme");
    expect(await otherProcess.refreshIfPublishedElsewhere()).toBe(true);
    expect(nameOf()).toBe("Evening NCE (Weekend Classes)");
    expect(await otherProcess.refreshIfPublishedElsewhere()).toBe(false);
  });
});
