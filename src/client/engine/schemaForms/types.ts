import type { RJSFSchema, UiSchema } from "@rjsf/utils";

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

/** `meta.json` of an application type folder (schemas/applications/<type>/). */
export interface ApplicationMeta {
  readonly id: string;
  readonly name: string;
  readonly applicationMode: number;
  readonly studentTypeId: number;
  readonly open: boolean;
  readonly invoice: { readonly purpose: string; readonly route: string };
  readonly login: string;
  readonly routes: { readonly form: string; readonly preview: string };
  /** Top-level section names in step order. */
  readonly steps: readonly string[];
}

/** An application type ready for the browser: its meta, a self-contained schema and its UI schema. */
export interface ApplicationType {
  readonly meta: ApplicationMeta;
  /** Bundled: every `$ref` inlined, so rjsf can render it. */
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}
