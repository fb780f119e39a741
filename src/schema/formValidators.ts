import { readdir, readFile } from "node:fs/promises";
import { hashForSchema, type RJSFSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js";
import { readApplicationTypes } from "./applicationTypes/readApplicationTypes";
import { addSharedVocabulary, formAjvOptions } from "./createAjv";
import { readFormFile } from "./formFiles";
import { sectionSchema } from "./formSections";
import { SCHEMAS_DIR } from "./loadSchemas";
import { readResourceFiles } from "./readResourceFiles";
import { requiresToImports } from "./standalone";

/**
 * Node-only, for the build: the schemas the browser renders as forms, and their rjsf validators
 * precompiled to ES modules, so the client never compiles a schema (no `unsafe-eval` under the CSP).
 *
 * A form is rendered with exactly one of these root schemas and rjsf's precompiled validator
 * insists on the same root, so the list is: each application form (bundled), the sub-schema of
 * each of its sections exactly as the wizard derives it (`formSections.ts`: one per step), and
 * each admin list's row schema, and each stand-alone form of schemas/forms.
 * Files are named by rjsf's `hashForSchema`, which the browser recomputes to find its validator;
 * a schema edited without a rebuild simply has no precompiled validator (see engine/validation).
 */
export interface FormSchema {
  /** Where it comes from, for messages: "applications/nce/form.schema.json#personal". */
  source: string;
  schema: RJSFSchema;
}

export async function collectFormSchemas(schemasDir: URL = SCHEMAS_DIR): Promise<FormSchema[]> {
  const forms: FormSchema[] = [];
  // The same checked loader as the server and the browser: a broken folder fails the build here.
  for (const { meta, schema, sections } of await readApplicationTypes(schemasDir)) {
    const source = `applications/${meta.id}/form.schema.json`;
    forms.push({ source, schema });
    for (const section of sections) {
      forms.push({ source: `${source}#${section.id}`, schema: sectionSchema(schema, section) });
    }
  }
  // The checked loader's files: the schemas as the server and the screens use them (integers bounded).
  for (const resource of await readResourceFiles(new URL("resources/", schemasDir))) {
    forms.push({ source: `resources/${resource.name}.json`, schema: resource.schema as RJSFSchema });
  }
  for (const form of await readFormFiles(new URL("forms/", schemasDir))) {
    forms.push({ source: `forms/${form.name}.json`, schema: form.schema as RJSFSchema });
  }
  return forms;
}

/** Node-only: the checked files of schemas/forms (none when the folder is missing). */
export async function readFormFiles(formsDir: URL) {
  const names = await readdir(formsDir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(async (name) =>
        readFormFile(`schemas/forms/${name}`, JSON.parse(await readFile(new URL(name, formsDir), "utf8"))),
      ),
  );
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
