/** One option of a dropdown list, as the lookup API answers it. */
export interface LookupItem {
  readonly id: number | string;
  readonly name: string;
}

/**
 * Option lists by name (`"lookup": "states"` in a schema reads `lookups.states`). Passed in by the
 * page, so the engine does not care whether they come from the API or from a fixture.
 */
export type Lookups = Readonly<Record<string, readonly LookupItem[]>>;

/** The data of an application form: one object per top-level section. */
export type ApplicationData = Record<string, unknown>;

export type { ApplicationMeta, ApplicationType } from "../../../schema/applicationTypes";
