import fixture from "./lookups.fixture.json";
import type { Lookups } from "./types";

/**
 * A small static set of option lists for the demo page, tests and e2e, until the lookup API
 * answers: a few states (Lagos, Oyo, Ogun, FCT) with some of their LGAs, the O-level subjects
 * (English Language is id 9, spec 9), grades A1–F9 and exam types WAEC/NECO/NABTEB/GCE.
 */
export const fixtureLookups: Lookups = fixture;
