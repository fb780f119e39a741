import type { AnySchemaObject } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ResourceFile, rowMatches } from "../../../src/schema/resourceFile";
import { transitionOf } from "../../../src/schema/workflows";
import { dependentLookupRules } from "../../../src/server/modules/lookups/dependentLookups";
import type { ResourceDefinition } from "../../../src/server/modules/resources/resourceDefinition";
import { buildRegistry, readResourceFiles } from "../../../src/server/modules/resources/resourceRegistry";
import { readWorkflowFiles } from "../../../src/server/modules/workflows/readWorkflowFiles";
import { createExampleFixtures } from "../../support/exampleFixtures";
import { caller, registrar, student, writerOf } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * One suite for every file in schemas/resources/: adding a resource file adds its tests. Each
 * file's `examples` give the rows to create (all valid rows but the last), the row to update the
 * first one with (the last), and the invalid rows with their expected field messages; `fixtures`
 * are created first so that examples of other files can point at them. Row actions are run on a
 * row made from the first valid example.
 */
const files: ResourceFile[] = await readResourceFiles();
const workflows = await readWorkflowFiles();

/** What a row action that is a workflow's step sets (its state property) and says. */
function stepOf(resource: ResourceDefinition, workflowName: string, name: string) {
  const workflow = workflows.find((candidate) => candidate.name === workflowName);
  const transition = workflow ? transitionOf(workflow, name) : undefined;
  const state = resource.fields.find((field) => field.column === workflow?.stateColumn);
  if (!transition || !state) throw new Error(`${resource.name}: "${name}" is not a step of ${workflowName}`);
  return { sets: { [state.property]: transition.to }, success: transition.success };
}
const registry = buildRegistry(files);
/** Read-only lists (`"write": []`, e.g. the audit log) have nothing to create; their own tests cover them. */
const writable = [...registry.resources.values()].filter((resource) => resource.file.access.write.length > 0);

type Row = { id: number } & Record<string, unknown>;

/** Date-times compare as moments ("…T09:00:00Z" = "…T09:00:00.000Z"); everything else exactly. */
function expectRowLike(resource: ResourceDefinition, actual: Row, expected: Record<string, unknown>) {
  for (const [property, value] of Object.entries(expected)) {
    const field = resource.byProperty.get(property);
    if (field?.format === "date-time" && typeof value === "string")
      expect(Date.parse(String(actual[property])), property).toBe(Date.parse(value));
    else expect(actual[property], property).toEqual(value);
  }
}

/** Resources whose schema has a field looking up `resource` (rows that can point at its rows). */
function referencesTo(resource: ResourceDefinition) {
  const lookupName = resource.file.lookup ? (resource.file.lookup.name ?? resource.name) : undefined;
  if (!lookupName) return [];
  return [...registry.resources.values()].flatMap((other) =>
    other.fields
      .filter((field) => field.lookup === lookupName && (other.file.examples?.valid.length ?? 0) > 0)
      .map((field) => ({ other, field })),
  );
}

function storedValue(resource: ResourceDefinition, row: Row): unknown {
  const value = resource.file.lookup?.value ?? "id";
  return row[value];
}

describe.each(databaseKinds)("resource files on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await createExampleFixtures(call, registry);
  });
  afterAll(async () => t?.close());

  it("finds resource files, each with examples to test with", () => {
    expect(registry.resources.size).toBeGreaterThan(0);
    for (const { file } of writable)
      expect(file.examples?.valid.length ?? 0, file.name).toBeGreaterThanOrEqual(2);
  });

  describe.each(writable.map((resource) => [resource.name, resource] as const))("%s", (name, resource) => {
    const base = `/api/resources/${name}`;
    const examples = resource.file.examples ?? { valid: [], invalid: [] };
    const toCreate = examples.valid.slice(0, -1);
    const updateWith = examples.valid.at(-1) ?? {};
    const writer = writerOf(resource.file);
    const created: Row[] = [];
    const list = async (query = "") => {
      const res = await call(writer, "GET", `${base}${query ? `?${query}` : ""}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        items: Row[];
        meta: { pageSize: number; currentPage: number; totalCount: number };
      };
    };

    it("creates the valid example rows", async () => {
      for (const example of toCreate) {
        const res = await call(writer, "POST", base, example);
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json();
        expect(body).toMatchObject({ success: true, message: `${resource.singular} created` });
        expect(body.data.id).toEqual(expect.any(Number));
        expectRowLike(resource, body.data, example);
        created.push(body.data);
      }
    });

    it("rejects each invalid example with the field's message", async () => {
      for (const { row, path, message, status } of examples.invalid ?? []) {
        const res = await call(writer, "POST", base, row);
        expect(res.statusCode, res.body).toBe(status ?? 400);
        expect(res.json().errors).toContainEqual({ path, message });
      }
      const unknown = await call(writer, "POST", base, { ...toCreate[0], noSuchField: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toContainEqual({
        path: "noSuchField",
        message: "noSuchField is not an allowed field",
      });
    });

    it("lists rows with the page meta, camelCase with id", async () => {
      const { items, meta } = await list();
      expect(meta).toMatchObject({ pageSize: 10, currentPage: 1 });
      expect(meta.totalCount).toBeGreaterThanOrEqual(created.length);
      expect(items.length).toBe(Math.min(10, meta.totalCount));
      for (const item of items) {
        expect(item.id).toEqual(expect.any(Number));
        expect(Object.keys(item).every((key) => !key.includes("_"))).toBe(true);
      }
    });

    it("pages: disjoint pages, the total on each, an empty page past the end", async () => {
      const first = await list("pageSize=5&page=1");
      const second = await list("pageSize=5&page=2");
      const total = first.meta.totalCount;
      expect(second.meta.totalCount).toBe(total);
      expect(first.items.length).toBe(Math.min(5, total));
      expect(second.items.length).toBe(Math.min(5, Math.max(0, total - 5)));
      const ids = new Set(first.items.map((row) => row.id));
      expect(second.items.some((row) => ids.has(row.id))).toBe(false);
      const beyond = await list("pageSize=5&page=999");
      expect(beyond).toEqual({ items: [], meta: { pageSize: 5, currentPage: 999, totalCount: total } });
    });

    it("refuses a page size outside 5/10/15/20/30 and an unknown sort or filter", async () => {
      for (const [query, path] of [
        ["pageSize=7", "pageSize"],
        ["sort=noSuchField", "sort"],
        ["noSuchFilter=1", "noSuchFilter"],
      ] as const) {
        const res = await call(writer, "GET", `${base}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      }
    });

    it("sorts by every sortable column both ways", async () => {
      const sortable = [...resource.sortable.keys()].filter((key) => !key.startsWith("-"));
      for (const field of sortable) {
        const up = await list(`sort=${field}&pageSize=30`);
        const down = await list(`sort=-${field}&pageSize=30`);
        if (up.meta.totalCount > 30) continue;
        // Whatever the collation, descending is ascending reversed (values; ties may differ by id).
        expect(
          down.items.map((row) => row[field]),
          field,
        ).toEqual(up.items.map((row) => row[field]).reverse());
      }
    });

    it("searches case-insensitively, with % and _ taken literally", async () => {
      const field = resource.search.find((f) => f.type === "string");
      if (!field) return;
      const row = created[0];
      const value = String(row?.[field.property] ?? "");
      const term = value.slice(1, Math.max(2, value.length - 1)).toUpperCase();
      const found = await list(`search=${encodeURIComponent(term)}&pageSize=30`);
      expect(found.items.map((r) => r.id)).toContain(row?.id);
      for (const item of found.items) {
        const texts = resource.search.map((f) => String(item[f.property] ?? "").toLowerCase());
        expect(texts.some((text) => text.includes(term.toLowerCase()))).toBe(true);
      }
      const literal = await list(`search=${encodeURIComponent("%_%")}`);
      expect(literal.meta.totalCount).toBe(0);
    });

    it("filters by each filter field, exact match", async () => {
      const row = created[0];
      if (!row) return;
      for (const [property] of resource.filters) {
        const value = row[property];
        if (value === null || value === undefined) continue;
        const found = await list(`${property}=${encodeURIComponent(String(value))}&pageSize=30`);
        expect(found.meta.totalCount, property).toBeGreaterThanOrEqual(1);
        for (const item of found.items) expect(item[property], property).toEqual(value);
      }
    });

    it("reads one row, and answers 404 with a clear message for a missing one", async () => {
      const row = created[0]!;
      const res = await call(writer, "GET", `${base}/${row.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(row);
      const missing = await call(writer, "GET", `${base}/987654`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(
        `${resource.singular} 987654 was not found; it may have been deleted.`,
      );
    });

    it("updates a row", async () => {
      const row = created[0]!;
      const res = await call(writer, "PUT", `${base}/${row.id}`, updateWith);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(`${resource.singular} updated`);
      expectRowLike(resource, res.json().data, updateWith);
      created[0] = res.json().data;
      const again = await call(writer, "GET", `${base}/${row.id}`);
      expectRowLike(resource, again.json().data, updateWith);
    });

    it("applies each row action to a row that qualifies, and answers 409 once it no longer does", async () => {
      for (const { action } of resource.rowActions) {
        // The first example (its unique values are free again after the update above), given the
        // `when` values a form can write; read-only ones (a status) come from the table's defaults.
        const qualifying: Record<string, unknown> = { ...toCreate[0] };
        for (const [property, expected] of Object.entries(action.when ?? {})) {
          const field = resource.byProperty.get(property);
          if (field && !field.readOnly)
            qualifying[property] = Array.isArray(expected) ? expected[0] : expected;
        }
        const made = await call(writer, "POST", base, qualifying);
        expect(made.statusCode, made.body).toBe(201);
        const row = made.json().data as Row;
        expect(rowMatches(row, action.when), `a new row must qualify for "${action.name}"`).toBe(true);
        const url = `${base}/${row.id}/actions/${action.name}`;

        // A workflow's step sets the state its workflow says, in its words.
        const step = action.workflow ? stepOf(resource, action.workflow, action.name) : undefined;
        const sets = step?.sets ?? action.set;
        const done = await call(writer, "POST", url);
        expect(done.statusCode, done.body).toBe(200);
        expect(done.json()).toMatchObject({ success: true, data: { id: row.id, ...sets } });
        expect(done.json().message).toBe(
          step?.success ?? action.success ?? `${resource.singular}: ${action.label.toLowerCase()} done`,
        );
        const stored = await call(writer, "GET", `${base}/${row.id}`);
        expect(stored.json().data).toMatchObject(sets ?? {});

        if (!rowMatches(done.json().data, action.when)) {
          const again = await call(writer, "POST", url);
          expect(again.statusCode, again.body).toBe(409);
          expect(again.json().message).toMatch(
            step ? / is already / : new RegExp(`^${action.label} applies only to `),
          );
        }
        const missing = await call(writer, "POST", `${base}/987654/actions/${action.name}`);
        expect(missing.statusCode).toBe(404);
        expect((await call(student, "POST", url)).statusCode).toBe(403);
        expect((await call(undefined, "POST", url)).statusCode).toBe(401);

        const audit = await t.database.session((session) =>
          session.query<{ action: string; actor_name: string }>(
            "SELECT action, actor_name FROM audit_log WHERE entity = $1 AND entity_id = $2 AND action = $3",
            [name, String(row.id), action.name],
          ),
        );
        expect(audit).toEqual([{ action: action.name, actor_name: "registrar" }]);
        const removed = await call(writer, "DELETE", `${base}/${row.id}`);
        expect(removed.statusCode, removed.body).toBe(200);
      }
    });

    it("deactivates and activates a row", async () => {
      const active = resource.activeField?.property;
      if (!active) return;
      const row = created[0]!;
      const off = await call(writer, "PATCH", `${base}/${row.id}/active`, { active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({
        message: `${resource.singular} deactivated`,
        data: { [active]: false },
      });
      const on = await call(writer, "PATCH", `${base}/${row.id}/active`, { active: true });
      expect(on.json()).toMatchObject({
        message: `${resource.singular} activated`,
        data: { [active]: true },
      });
    });

    it("refuses to delete a row other records use (409), and deletes one nobody uses", async () => {
      const target = created.at(-1)!;
      // The row as it is now (the update test above may have moved it to another state or department).
      const current = (await call(writer, "GET", `${base}/${target.id}`)).json().data as Row;
      for (const { other, field } of referencesTo(resource)) {
        const example = other.file.examples?.valid[0] ?? {};
        // A dependent lookup's parents follow the target (an LGA's state, an option's department).
        // A reference whose parent the target cannot give (a programme's departments are links) or
        // whose change would strand another dependent field (a student's programme when their
        // department changes) is left to the other lists pointing at the target: those rules have
        // their own tests (schoolChoiceLookups, lookupsOnSubmit).
        const rules = dependentLookupRules(other.schema as AnySchemaObject);
        const own = rules.find((rule) => rule.property === field.property);
        if (own?.filters.some(({ filter }) => current[filter] === undefined)) continue;
        const siblings = Object.fromEntries(
          (own?.filters ?? []).map(({ filter, sibling }) => [sibling, current[filter]]),
        );
        const changed = new Set([field.property, ...Object.keys(siblings)]);
        const strands = rules.some(
          (rule) => !changed.has(rule.property) && rule.filters.some(({ sibling }) => changed.has(sibling)),
        );
        if (strands) continue;
        const pointer = await call(writerOf(other.file), "POST", `/api/resources/${other.name}`, {
          ...example,
          ...siblings,
          [field.property]: storedValue(resource, target),
        });
        expect(pointer.statusCode, pointer.body).toBe(201);
        const refused = await call(writer, "DELETE", `${base}/${target.id}`);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().message).toBe(
          `This ${resource.singular.charAt(0).toLowerCase()}${resource.singular.slice(1)} is used by other records; deactivate it instead.`,
        );
        const cleared = await call(
          writerOf(other.file),
          "DELETE",
          `/api/resources/${other.name}/${pointer.json().data.id}`,
        );
        expect(cleared.statusCode, cleared.body).toBe(200);
      }
      const res = await call(writer, "DELETE", `${base}/${target.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: `${resource.singular} deleted` });
      expect((await call(writer, "GET", `${base}/${target.id}`)).statusCode).toBe(404);
    });

    it("answers 403 to a student and 401 when signed out, on every route", async () => {
      const id = created[0]!.id;
      const routes: [Parameters<typeof call>[1], string, unknown?][] = [
        ["GET", base],
        ["GET", `${base}/${id}`],
        ["POST", base, toCreate[0]],
        ["PUT", `${base}/${id}`, updateWith],
        ["DELETE", `${base}/${id}`],
      ];
      if (resource.activeField) routes.push(["PATCH", `${base}/${id}/active`, { active: false }]);
      if (resource.file.grid.export) routes.push(["GET", `${base}/export?format=csv`]);
      if (resource.file.grid.upload)
        routes.push(["GET", `${base}/template?format=csv`], ["POST", `${base}/upload`]);
      for (const [method, url, payload] of routes) {
        expect((await call(student, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("writes an audit entry for each change, in the name of who made it", async () => {
      const entries = await t.database.session((s) =>
        s.query<{ action: string; actor_id: number; actor_name: string; entity_id: string }>(
          "SELECT action, actor_id, actor_name, entity_id FROM audit_log WHERE entity = $1 ORDER BY id",
          [name],
        ),
      );
      const actions = entries.map((entry) => entry.action);
      // At least: other resources' tests may create rows here too (rows that point at theirs).
      expect(actions.filter((action) => action === "create").length).toBeGreaterThanOrEqual(toCreate.length);
      expect(actions).toContain("update");
      expect(actions).toContain("delete");
      if (resource.activeField) expect(actions).toEqual(expect.arrayContaining(["deactivate", "activate"]));
      for (const entry of entries)
        expect(entry).toMatchObject({ actor_id: registrar.id, actor_name: "registrar" });
    });
  });
});
