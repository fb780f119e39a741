import type { Lookups } from "../../src/client/engine/schemaForms/types";
import fixture from "./lookups.fixture.json";

/**
 * A small static set of option lists for component tests and the form benchmark (the server's
 * reference lists hold the same ids): a few states (Lagos, Oyo, Ogun, FCT) with some of their LGAs, the O-level subjects
 * (English Language is id 9, spec 9), grades A1–F9 and exam types WAEC/NECO/NABTEB/GCE.
 */
export const fixtureLookups: Lookups = fixture;
