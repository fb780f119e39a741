/**
 * The framework-free schema module shared by the browser and the server: the ajv factory, the
 * shared validators (spec section 5) and the schema loader. No React or Fastify in here.
 */

export { bundleSchema, type SchemaLibrary } from "./bundleSchema";
export { addSharedVocabulary, createAjv, LOOKUP_KEYWORD, sharedAjvOptions } from "./createAjv";
export { COLLEGE_UTC_OFFSET_MS, collegeYear } from "./keywordKit/collegeYear";
export { formatMessage, type MessageValues } from "./keywordKit/message";
export type { KeywordExamples, SharedKeyword } from "./keywordKit/sharedKeyword";
export * from "./keywords";
// Node-only at call time (it imports node:fs lazily); safe to import from browser code.
export {
  loadSchemas,
  readSchemaFiles,
  SCHEMA_FILE_SUFFIX,
  SCHEMAS_DIR,
  type SchemaFile,
} from "./loadSchemas";
export { emptyPlaceholderDates, isPlaceholderDate } from "./placeholderDates";
export { standaloneValidatorsCode, validatorExportName, writeStandaloneValidators } from "./standalone";
