import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import { addPrecompiledValidators } from "../../engine/validation";

/**
 * Each application type's precompiled validators (scripts/build-validators.ts writes
 * ./validators/<type>/index.js), one lazy chunk per type: a type's pages load its own before they
 * render, so neither the admin screens nor the other types download them. Outside a build (tests,
 * `npm run dev` before one) there are none and the engine compiles at run time.
 */
const byType = import.meta.glob<Readonly<Record<string, ValidatorFunctions>>>("./validators/*/index.js", {
  import: "default",
});

export async function loadTypeValidators(type: string): Promise<void> {
  const load = byType[`./validators/${type}/index.js`];
  if (load) addPrecompiledValidators(await load());
}
