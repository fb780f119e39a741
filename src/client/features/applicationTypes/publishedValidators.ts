import type { RJSFSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import * as equal from "ajv/dist/runtime/equal.js";
import * as ucs2length from "ajv/dist/runtime/ucs2length.js";
import * as uri from "ajv/dist/runtime/uri.js";
import * as validationError from "ajv/dist/runtime/validation_error.js";
import * as formats from "ajv-formats/dist/formats.js";
import { addPrecompiledValidators, hasPrecompiledValidator } from "../../engine/validation";

/**
 * Validators of application types published from the portal, in the browser, under the strict
 * CSP (no `unsafe-eval`): the server generates them when a version is published (or the editor
 * checks a draft) — the same rjsf precompiled validators the build writes for the repository's
 * folders — as one ES module served from our own origin, which `script-src 'self'` allows to be
 * imported. Nothing is compiled here. The module asks for ajv's few runtime helpers by name
 * (modules/applicationTypes/validatorModule.ts, RUNTIME_MODULES); they are bundled with this file.
 */
const runtime: Record<string, unknown> = {
  "ajv/dist/runtime/ucs2length": ucs2length,
  "ajv/dist/runtime/equal": equal,
  "ajv/dist/runtime/uri": uri,
  "ajv/dist/runtime/validation_error": validationError,
  "ajv-formats/dist/formats": formats,
};

/** A CommonJS module as bundled: Vite gives its exports as the namespace's `default`, or spread. */
function commonJsExports(namespace: unknown): unknown {
  const inner = (namespace as { default?: unknown }).default;
  return inner !== null && typeof inner === "object" && (inner as { __esModule?: boolean }).__esModule
    ? inner
    : namespace;
}

function runtimeRequire(name: string): unknown {
  const found = runtime[name];
  if (found === undefined) throw new Error(`Published validators asked for an unknown helper "${name}".`);
  return commonJsExports(found);
}

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
  const module = (await import(/* @vite-ignore */ url)) as ValidatorsModule;
  addPrecompiledValidators(module.default(runtimeRequire));
  loaded.add(url);
}
