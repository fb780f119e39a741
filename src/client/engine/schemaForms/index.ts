/**
 * Application schemas in the browser: loading an application folder (meta, bundled schema, UI
 * schema), lookup lists turned into labelled enums, and the split into sections (steps). The demo
 * lookups (`./fixtureLookups`) and the NCE type (`./nce`) are imported from their own files, so a
 * page that does not use them does not carry them.
 */

export {
  type FormSection,
  resolveSections,
  type StepSpec,
  sectionData,
  sectionOfError,
  sectionSchema,
  sectionUiSchema,
} from "../../../schema/formSections";
export {
  type ApplicationFiles,
  commonSchemas,
  loadApplicationType,
  parseApplicationMeta,
} from "./applicationType";
export { applyLookups, lookupNames } from "./applyLookups";
export type { ApplicationData, ApplicationMeta, ApplicationType, LookupItem, Lookups } from "./types";
