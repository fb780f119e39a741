import type { ValidatorType } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { addSharedVocabulary, formAjvOptions } from "../../../schema/createAjv";

/** A validator that compiles schemas in the browser: development and tests only (the CSP forbids it in production). */
export function runtimeValidator(): ValidatorType {
  return customizeValidator({
    ajvOptionsOverrides: { ...formAjvOptions, code: { source: true, esm: true } },
    extenderFn: addSharedVocabulary,
  });
}
