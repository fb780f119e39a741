import { hashForSchema, type RJSFSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { addSharedVocabulary, formAjvOptions } from "../../../schema/createAjv";
import { sectionSchema } from "../../../schema/formSections";

/**
 * The browser's validators of a type published from the portal, generated on publish: the same
 * rjsf precompiled validators `scripts/build-validators.ts` writes at build time (the whole form
 * and each step's sub-schema, keyed by rjsf's schema hash), as ONE ES module served from our own
 * origin (`/api/ApplicationTypes/:type/versions/:version/validators.js`), which the strict CSP
 * (`script-src 'self'`, no `unsafe-eval`) allows the browser to import: no code is compiled in
 * the browser. ajv's standalone output `require`s a few runtime helpers (string length, deep
 * equality, formats); a browser cannot resolve bare module names, so the module exports a
 * function taking `require`, and the client passes the helpers it already bundles
 * (src/client/features/applicationTypes/publishedValidators.ts).
 */
export const RUNTIME_MODULES = [
  "ajv/dist/runtime/ucs2length",
  "ajv/dist/runtime/equal",
  "ajv/dist/runtime/uri",
  "ajv/dist/runtime/validation_error",
  "ajv-formats/dist/formats",
] as const;

/** rjsf validators of one schema as CommonJS (ajv standalone), like the build's. */
function commonJsValidators(schema: RJSFSchema): string {
  const code = compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { ...formAjvOptions, code: { ...formAjvOptions.code, esm: false, lines: false } },
    extenderFn: addSharedVocabulary,
  });
  for (const [, name] of code.matchAll(/require\("([^"]+)"\)/g))
    if (!(RUNTIME_MODULES as readonly string[]).includes(name as string))
      throw new Error(
        `the validators of a published type need "${name}", which the browser does not provide`,
      );
  return code.replace(/^"use strict";/, "");
}

/** The module's source: `export default function (require) { return { [hash]: validators } }`. */
export function publishedValidatorModule(type: ApplicationType, label: string): string {
  const schemas = new Map<string, RJSFSchema>();
  schemas.set(hashForSchema(type.schema), type.schema);
  for (const section of type.sections) {
    const part = sectionSchema(type.schema, section);
    schemas.set(hashForSchema(part), part);
  }
  const entries = [...schemas].map(
    ([hash, schema]) =>
      `byHash[${JSON.stringify(hash)}] = (function () {\nconst exports = {};\nconst module = { exports };\n${commonJsValidators(schema)}\nreturn module.exports;\n})();`,
  );
  return [
    `// Validators of application type ${label.replace(/[^\w ().-]/g, "")}, generated on publish by the server. Do not edit.`,
    '"use strict";',
    "export default function validators(require) {",
    "const byHash = {};",
    ...entries,
    "return byHash;",
    "}",
    "",
  ].join("\n");
}
