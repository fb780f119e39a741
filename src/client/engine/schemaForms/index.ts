/**
 * Application schemas in the browser: lookup lists turned into labelled enums, and the split into
 * sections (steps). Application folders are loaded and checked by src/schema/applicationTypes
 * (features/applications/applicationTypes.ts globs them).
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
export { applyLookups, lookupNames } from "./applyLookups";
export { type FormValues, SchemaForm, type SchemaFormProps } from "./SchemaForm";
export type { ApplicationData, ApplicationMeta, ApplicationType, LookupItem, Lookups } from "./types";
