import { loadApplicationType } from "../../src/client/features/applications/applicationTypes";

/**
 * The NCE type as the browser loads it (checked and bundled by src/schema/applicationTypes): a
 * real, long form for the engine's component tests, which must not import a feature themselves.
 */
export const nceType = await loadApplicationType("nce");
