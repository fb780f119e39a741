import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { AnySchemaObject } from "ajv";
// The file itself, not src/schema/index.ts: that index also carries the Node-only loader and the
// precompiler, which the browser bundle does not need.
import { bundleSchema, type SchemaLibrary } from "../../../schema/bundleSchema";
import type { ApplicationMeta, ApplicationType } from "./types";

/**
 * Every shared piece under schemas/common, keyed by `$id`, so an application schema's relative
 * `$ref`s resolve in the browser. Vite inlines the JSON at build time; no request at run time.
 */
const commonFiles = import.meta.glob<AnySchemaObject>("../../../../schemas/common/*.schema.json", {
  eager: true,
  import: "default",
});

export const commonSchemas: SchemaLibrary = Object.fromEntries(
  Object.values(commonFiles).map((schema) => [String(schema.$id), schema]),
);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function need<T>(ok: boolean, value: T, what: string): T {
  if (!ok) throw new Error(`meta.json: ${what}`);
  return value;
}

/**
 * Reads an application type's meta.json. The file is edited by hand (and later by the admin
 * "Applications setup" screen), so a missing or mistyped entry fails loudly here rather than as
 * a broken page.
 */
export function parseApplicationMeta(value: unknown): ApplicationMeta {
  if (!isObject(value)) throw new Error("meta.json: expected an object");
  const { id, name, applicationMode, studentTypeId, open, invoice, login, routes, steps } = value;
  const str = (v: unknown): v is string => typeof v === "string" && v !== "";
  return {
    id: need(str(id), String(id), '"id" must be a non-empty string'),
    name: need(str(name), String(name), '"name" must be a non-empty string'),
    applicationMode: need(
      Number.isInteger(applicationMode),
      Number(applicationMode),
      '"applicationMode" must be an integer',
    ),
    studentTypeId: need(
      Number.isInteger(studentTypeId),
      Number(studentTypeId),
      '"studentTypeId" must be an integer',
    ),
    open: need(typeof open === "boolean", open === true, '"open" must be true or false'),
    invoice: need(
      isObject(invoice) && str(invoice.purpose) && str(invoice.route),
      {
        purpose: String(isObject(invoice) && invoice.purpose),
        route: String(isObject(invoice) && invoice.route),
      },
      '"invoice" must be { purpose, route }',
    ),
    login: need(str(login), String(login), '"login" must be a route'),
    routes: need(
      isObject(routes) && str(routes.form) && str(routes.preview),
      { form: String(isObject(routes) && routes.form), preview: String(isObject(routes) && routes.preview) },
      '"routes" must be { form, preview }',
    ),
    steps: need(
      Array.isArray(steps) && steps.length > 0 && steps.every(str),
      Array.isArray(steps) ? steps.map(String) : [],
      '"steps" must be a non-empty list of section names',
    ),
  };
}

/** The files of one application type folder, as imported JSON. */
export interface ApplicationFiles {
  readonly meta: unknown;
  readonly schema: AnySchemaObject;
  readonly uiSchema: UiSchema;
}

/**
 * Turns an application folder's files into what the wizard and document view take: the meta
 * checked, and the form schema bundled with schemas/common (rjsf follows only `#/...` refs).
 */
export function loadApplicationType(
  files: ApplicationFiles,
  library: SchemaLibrary = commonSchemas,
): ApplicationType {
  const meta = parseApplicationMeta(files.meta);
  const id = files.schema.$id;
  if (typeof id !== "string") throw new Error(`${meta.id}: form.schema.json has no $id`);
  const bundled: RJSFSchema = bundleSchema(id, { ...library, [id]: files.schema });
  return { meta, schema: bundled, uiSchema: files.uiSchema };
}
