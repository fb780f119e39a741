import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { hashForSchema } from "@rjsf/utils";
import {
  createPrecompiledValidator,
  customizeValidator,
  type ValidatorFunctions,
} from "@rjsf/validator-ajv8";
import { addSharedVocabulary, formAjvOptions } from "../../../schema/createAjv";

/**
 * The rjsf validator for a form schema, with the shared keywords and options (src/schema).
 * Every screen gets its validator here.
 *
 * Built apps use validators precompiled by `scripts/build-validators.ts` (files named by the
 * schema's hash), because the Content-Security-Policy forbids compiling code in the browser.
 * Outside a production build (tests, `npm run dev` before a build) a schema without a precompiled
 * validator is compiled at run time instead; in production that is an error worth seeing.
 */
const precompiled = import.meta.glob<ValidatorFunctions>("./generated/*.js", {
  eager: true,
  import: "default",
});

const byHash = new Map<string, ValidatorFunctions>(
  Object.entries(precompiled).map(([file, fns]) => [file.replace(/^.*\/([^/]+)\.js$/, "$1"), fns]),
);
const cache = new Map<string, ValidatorType>();
let runtime: ValidatorType | undefined;

/**
 * Adds validators precompiled elsewhere, by schema hash: an application page registers its own
 * type's (features/applications/typeValidators.ts) so no other screen downloads them.
 */
export function addPrecompiledValidators(validators: Readonly<Record<string, ValidatorFunctions>>): void {
  for (const [hash, fns] of Object.entries(validators)) byHash.set(hash, fns);
}

export function hasPrecompiledValidator(schema: RJSFSchema): boolean {
  return byHash.has(hashForSchema(schema));
}

export function formValidator(schema: RJSFSchema): ValidatorType {
  const hash = hashForSchema(schema);
  const cached = cache.get(hash);
  if (cached) return cached;
  const fns = byHash.get(hash);
  if (fns) {
    const validator = createPrecompiledValidator(fns, schema);
    cache.set(hash, validator);
    return validator;
  }
  if (import.meta.env.PROD) {
    const title = typeof schema.title === "string" ? ` "${schema.title}"` : "";
    throw new Error(`The form${title} has no precompiled validator (${hash}); rebuild the client.`);
  }
  runtime ??= customizeValidator({
    ajvOptionsOverrides: { ...formAjvOptions, code: { source: true, esm: true } },
    extenderFn: addSharedVocabulary,
  });
  return runtime;
}
