import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { hashForSchema } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";

/**
 * The rjsf validator for a form schema, with the shared keywords and options (src/schema).
 * Every screen gets its validator here.
 *
 * Built apps use validators precompiled by `scripts/build-validators.ts` (files named by the
 * schema's hash), because the Content-Security-Policy forbids compiling code in the browser: the
 * admin forms' from ./sharedForms (imported by the screens that render them), each application
 * type's from its pages. Outside a production build (tests, `npm run dev` before a build) a schema
 * without a precompiled validator is compiled at run time instead; in production that is an error
 * worth seeing.
 */
const byHash = new Map<string, ValidatorFunctions>();
// The run-time compiler (ajv, ~36 KB gzip) only outside a production build, where the constant
// condition drops it from the bundle.
const compiler = import.meta.env.PROD ? undefined : await import("./runtimeValidator");
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
  runtime ??= compiler?.runtimeValidator();
  if (!runtime) throw new Error("No run-time validator outside development.");
  return runtime;
}
