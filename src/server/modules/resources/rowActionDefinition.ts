import { createAjv } from "../../../schema/createAjv";
import type { ResourceModel } from "../../../schema/resourceModel";
import type { RowActionDef } from "./resourceDefinition";

const ACTION_NAME = /^[a-z][a-z0-9-]*$/;
const INTENTS = new Set(["none", "primary", "success", "warning", "danger"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRowValue(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/**
 * Checks a file's `grid.rowActions` at start-up, so a typo stops the server rather than answering
 * 500 (or worse, setting a column nobody meant) on the first click: names are URL-safe and
 * unique, `set` and `when` name schema properties, and every value `set` writes passes the
 * property's own schema (an action can set a read-only property, but never to a value a form
 * could not hold).
 */
export function defineRowActions(
  { file, byProperty, schema }: ResourceModel,
  /** Throws the registry's error naming the file. */
  fail: (what: string) => never,
): RowActionDef[] {
  const actions = file.grid.rowActions ?? [];
  const names = new Set<string>();
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  return actions.map((action, index) => {
    const at = `grid.rowActions[${index}]`;
    if (typeof action.name !== "string" || !ACTION_NAME.test(action.name))
      fail(`${at}.name must be lower-case letters, digits and hyphens`);
    if (names.has(action.name)) fail(`two row actions are named "${action.name}"`);
    names.add(action.name);
    if (typeof action.label !== "string" || action.label === "")
      fail(`${at}.label must be a non-empty string`);
    if (action.intent !== undefined && !INTENTS.has(action.intent))
      fail(`${at}.intent must be one of ${[...INTENTS].join(", ")}`);
    for (const key of ["confirm", "success"] as const) {
      const text = action[key];
      if (text !== undefined && (typeof text !== "string" || text === "")) fail(`${at}.${key} must be text`);
    }
    if (action.workflow !== undefined) {
      // The workflow's own checks (resources/rowActionWorkflow.ts) run once the workflows are read.
      if (action.set !== undefined || action.success !== undefined)
        fail(`${at} takes a workflow's step: its "set" and "success" are the workflow's`);
      if (typeof action.workflow !== "string" || action.workflow === "")
        fail(`${at}.workflow must name a workflow`);
      return { action, assignments: [] };
    }
    if (!isRecord(action.set) || Object.keys(action.set).length === 0)
      fail(`${at}.set must name at least one property`);
    const set = action.set;
    const assignments = Object.entries(set).map(([property, value]): RowActionDef["assignments"][number] => {
      const field =
        byProperty.get(property) ?? fail(`${at}.set: "${property}" is not a property of the schema`);
      if (!isRowValue(value)) fail(`${at}.set.${property} must be text, a number, true/false or null`);
      return [field, value];
    });
    const check = createAjv().compile({
      type: "object",
      properties: Object.fromEntries(Object.keys(set).map((property) => [property, properties[property]])),
    });
    if (!check({ ...set }))
      fail(
        `${at}.set does not pass the schema: ${check.errors?.map((e) => `${e.instancePath} ${e.message}`).join("; ")}`,
      );
    if (action.when !== undefined) {
      if (!isRecord(action.when)) fail(`${at}.when must be an object of property values`);
      for (const [property, expected] of Object.entries(action.when ?? {})) {
        if (!byProperty.has(property)) fail(`${at}.when: "${property}" is not a property of the schema`);
        const values = Array.isArray(expected) ? expected : [expected];
        if (!values.every(isRowValue)) fail(`${at}.when.${property} must hold row values`);
      }
    }
    return { action, assignments };
  });
}
