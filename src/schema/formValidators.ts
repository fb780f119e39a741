import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashForSchema, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js";
import { bundleSchema, type SchemaLibrary } from "./bundleSchema";
import { addSharedVocabulary, formAjvOptions } from "./createAjv";
import { resolveSections, sectionSchema } from "./formSections";
import { readSchemaFiles, SCHEMAS_DIR } from "./loadSchemas";
import type { ResourceFile } from "./resourceFile";
import { requiresToImports } from "./standalone";

/**
 * Node-only, for the build: the schemas the browser renders as forms, and their rjsf validators
 * precompiled to ES modules, so the client never compiles a schema (no `unsafe-eval` under the CSP).
 *
 * A form is rendered with exactly one of these root schemas and rjsf's precompiled validator
 * insists on the same root, so the list is: each application form (bundled), the sub-schema of
 * each of its sections exactly as the wizard derives it (`formSections.ts`: one per step), and
 * each admin list's row schema.
 * Files are named by rjsf's `hashForSchema`, which the browser recomputes to find its validator;
 * a schema edited without a rebuild simply has no precompiled validator (see engine/validation).
 */
export interface FormSchema {
  /** Where it comes from, for messages: "applications/nce/form.schema.json#personal". */
  source: string;
  schema: RJSFSchema;
}

const dir = (url: URL) => fileURLToPath(url);

export async function collectFormSchemas(schemasDir: URL = SCHEMAS_DIR): Promise<FormSchema[]> {
  const files = await readSchemaFiles(schemasDir);
  const library: SchemaLibrary = Object.fromEntries(files.map((file) => [file.id, file.schema]));
  const forms: FormSchema[] = [];
  for (const file of files) {
    if (!/^applications\/[^/]+\/form\.schema\.json$/.test(file.id)) continue;
    const bundled = bundleSchema(file.id, library) as RJSFSchema;
    forms.push({ source: file.id, schema: bundled });
    const folder = path.join(dir(schemasDir), path.dirname(file.id));
    const meta = JSON.parse(await readFile(path.join(folder, "meta.json"), "utf8")) as { steps?: string[] };
    const ui = JSON.parse(
      await readFile(path.join(folder, "form.ui.json"), "utf8").catch(() => "{}"),
    ) as UiSchema;
    for (const section of resolveSections(bundled, ui, meta.steps)) {
      forms.push({ source: `${file.id}#${section.id}`, schema: sectionSchema(bundled, section) });
    }
  }
  const resourcesDir = path.join(dir(schemasDir), "resources");
  const names = await readdir(resourcesDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const resource = JSON.parse(await readFile(path.join(resourcesDir, name), "utf8")) as ResourceFile;
    forms.push({ source: `resources/${name}`, schema: resource.schema as RJSFSchema });
  }
  return forms;
}

/**
 * ES module source whose default export holds the rjsf validator functions of one form schema.
 * rjsf names each sub-schema by a hash, which is no valid ESM export name, so ajv writes CommonJS
 * (`exports["1f8e8b2b"] = …`) and this wraps it: a local `exports` object, exported as default.
 */
export function precompiledFormCode(schema: RJSFSchema): string {
  const code = compileSchemaValidatorsCode(schema, {
    // `lines: false` keeps the output small; the rest is the shared option set.
    ajvOptionsOverrides: { ...formAjvOptions, code: { ...formAjvOptions.code, esm: false, lines: false } },
    extenderFn: addSharedVocabulary,
  });
  const body = requiresToImports(code.replace(/^"use strict";/, ""));
  const firstStatement = body.search(/^(?!import )/m);
  return `${body.slice(0, firstStatement)}const exports = {};\n${body.slice(firstStatement)}\nexport default exports;\n`;
}

export function formSchemaKey(schema: RJSFSchema): string {
  return hashForSchema(schema);
}
