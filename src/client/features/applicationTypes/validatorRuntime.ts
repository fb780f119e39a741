import * as equal from "ajv/dist/runtime/equal.js";
import * as ucs2length from "ajv/dist/runtime/ucs2length.js";
import * as uri from "ajv/dist/runtime/uri.js";
import * as validationError from "ajv/dist/runtime/validation_error.js";
import * as formats from "ajv-formats/dist/formats.js";

/**
 * ajv's few runtime helpers a published type's validator module asks for by name
 * (modules/applicationTypes/validatorModule.ts, RUNTIME_MODULES), loaded with such a module
 * (./publishedValidators).
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

export function runtimeRequire(name: string): unknown {
  const found = runtime[name];
  if (found === undefined) throw new Error(`Published validators asked for an unknown helper "${name}".`);
  return commonJsExports(found);
}
