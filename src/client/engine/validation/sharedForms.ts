import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import { addPrecompiledValidators } from "./index";

/**
 * The precompiled validators of the admin and stand-alone forms (scripts/build-validators.ts writes
 * ./generated/<hash>.js, ~68 KB gzip together), registered when a screen that renders such a form
 * imports this module: an application's pages, which bring their type's own, never download them.
 */
const precompiled = import.meta.glob<ValidatorFunctions>("./generated/*.js", {
  eager: true,
  import: "default",
});

addPrecompiledValidators(
  Object.fromEntries(
    Object.entries(precompiled).map(([file, fns]) => [file.replace(/^.*\/([^/]+)\.js$/, "$1"), fns]),
  ),
);
