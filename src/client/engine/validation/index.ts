import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { addSharedVocabulary, sharedAjvOptions } from "../../../schema/createAjv";

/**
 * The rjsf validator for a form schema, with the shared keywords and options (src/schema).
 * Every screen gets its validator here, so how validators are made (compiled at run time or
 * precompiled at build time for the CSP) is decided in this one place.
 */
let runtime: ValidatorType | undefined;

export function formValidator(_schema: RJSFSchema): ValidatorType {
  runtime ??= customizeValidator({
    ajvOptionsOverrides: { ...sharedAjvOptions, code: { source: true, esm: true } },
    extenderFn: addSharedVocabulary,
  });
  return runtime;
}
