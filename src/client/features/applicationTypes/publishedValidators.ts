import type { RJSFSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import { addPrecompiledValidators, hasPrecompiledValidator } from "../../engine/validation";

/**
 * Validators of application types published from the portal, in the browser, under the strict
 * CSP (no `unsafe-eval`): the server generates them when a version is published (or the editor
 * checks a draft) — the same rjsf precompiled validators the build writes for the repository's
 * folders — as one ES module served from our own origin, which `script-src 'self'` allows to be
 * imported. Nothing is compiled here; the module asks for ajv's runtime helpers (./validatorRuntime).
 */
type ValidatorsModule = {
  default: (require: (name: string) => unknown) => Record<string, ValidatorFunctions>;
};

const loaded = new Set<string>();

/**
 * Makes sure `schema` (a published type's form) has its precompiled validators: the build's, or
 * else those at `url`. Outside a production build the engine compiles at run time, so nothing is
 * fetched there (tests, `npm run dev`).
 */
export async function ensurePublishedValidators(schema: RJSFSchema, url: string): Promise<void> {
  if (!import.meta.env.PROD || hasPrecompiledValidator(schema) || loaded.has(url)) return;
  // ajv's runtime helpers (~8 KB gzip) come only with a module that needs them, not with every
  // application page.
  const [module, { runtimeRequire }] = await Promise.all([
    import(/* @vite-ignore */ url) as Promise<ValidatorsModule>,
    import("./validatorRuntime"),
  ]);
  addPrecompiledValidators(module.default(runtimeRequire));
  loaded.add(url);
}
