import { _, Ajv, type Options } from "ajv";
import addFormats from "ajv-formats";
import { TYPE_LIMITS_KEYWORD } from "./applicationTypes/typeLimits";
import { sharedKeywords } from "./keywords";

/**
 * The one option set for shared schemas, used by the browser (rjsf, through
 * `customizeValidator({ ajvOptionsOverrides: sharedAjvOptions, extenderFn: addSharedVocabulary })`),
 * by the server for request bodies, and by the precompiler. Fastify's defaults (coerce, remove
 * additional, stop at first error) and rjsf's (all errors, not strict) differ; one set here means
 * the browser and the server reach the same verdict with the same messages on the same data.
 */
export const sharedAjvOptions = {
  // Forms show every problem at once, and the API answers all field errors in one 400.
  allErrors: true,
  // Unknown properties are rejected by `additionalProperties: false`, never silently dropped:
  // a client sending a field we ignore is a bug we want to see.
  removeAdditional: false,
  // Bodies are JSON: "5" is not 5. (The server's query-string ajv overrides this to "array".)
  coerceTypes: false,
  // Schema `default`s fill missing values the same way in the form and on the server.
  useDefaults: true,
  // Strict about the schema *text*: an unknown keyword or format (a typo in a hand-written
  // schema) fails when the schema compiles instead of being ignored. Our keywords and the `lookup`
  // annotation are registered, so they compile.
  strict: true,
  strictSchema: true,
  strictNumbers: true,
  // Not strict about type pairing: rjsf derives sub-schemas on the fly (anyOf/oneOf option
  // matching, dependencies) that drop a sibling `type`, and authors write `["string", "null"]`.
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  code: {
    // Keep generated source so `standaloneCode` can precompile for the browser (no eval under CSP).
    source: true,
    esm: true,
    // Function formats (date, time, uri…) need their code in standalone output; regex formats are
    // inlined. `standalone.ts` turns this `require` into an ESM import.
    formats: _`require("ajv-formats/dist/formats").fullFormats`,
  },
} satisfies Options;

/** rjsf's file widget format, so schemas with file fields compile on the server too. */
const DATA_URL_FORMAT = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

/**
 * `"lookup": "departments"` names the list a dropdown takes its options from. An annotation only
 * (no validation, so nothing for standalone code to carry); registered so strict mode accepts it.
 */
export const LOOKUP_KEYWORD = "lookup";

/**
 * `"lookupFilter": { "stateId": "stateId" }` beside a `lookup`: the list is narrowed by the lookup's
 * declared filter (left) to the value of a sibling property (right), e.g. the LGAs of the chosen
 * state. An annotation too: the browser's lookup widget asks for the narrowed list and the server
 * checks the chosen value against it when an application is submitted (modules/lookups).
 */
export const LOOKUP_FILTER_KEYWORD = "lookupFilter";

/**
 * Adds formats, the `lookup` annotations and every shared keyword to an existing ajv. Idempotent,
 * so it can serve as rjsf's `extenderFn` on an ajv that already has some of them.
 */
export function addSharedVocabulary(ajv: Ajv): Ajv {
  // ajv-formats also defines formatMinimum/formatMaximum keywords and throws if run twice; rjsf's
  // own ajv has already run it.
  if (!ajv.getKeyword("formatMaximum")) addFormats.default(ajv);
  ajv.addFormat("data-url", DATA_URL_FORMAT);
  if (!ajv.getKeyword(LOOKUP_KEYWORD)) {
    ajv.addKeyword({ keyword: LOOKUP_KEYWORD, schemaType: "string" });
  }
  if (!ajv.getKeyword(LOOKUP_FILTER_KEYWORD)) {
    ajv.addKeyword({
      keyword: LOOKUP_FILTER_KEYWORD,
      schemaType: "object",
      metaSchema: {
        type: "object",
        minProperties: 1,
        additionalProperties: { type: "string", minLength: 1 },
      },
    });
  }
  // Which keywords of a shared piece a type's limits set: an annotation in the files, replaced by
  // the values in each type's bundled schema (applicationTypes/typeLimits.ts).
  if (!ajv.getKeyword(TYPE_LIMITS_KEYWORD)) {
    ajv.addKeyword({
      keyword: TYPE_LIMITS_KEYWORD,
      schemaType: "object",
      metaSchema: {
        type: "object",
        minProperties: 1,
        additionalProperties: { type: "string", minLength: 1 },
      },
    });
  }
  for (const keyword of sharedKeywords) {
    if (!ajv.getKeyword(keyword.name)) ajv.addKeyword(keyword.definition);
  }
  return ajv;
}

/**
 * The ajv factory both sides use: ajv 8 (draft-07) with `sharedAjvOptions`, ajv-formats and our
 * keywords. `overrides` is for the few justified differences (query strings coerce types).
 */
export function createAjv(overrides: Options = {}): Ajv {
  return addSharedVocabulary(new Ajv({ ...sharedAjvOptions, ...overrides }));
}

/**
 * Options for rjsf's validators in the browser (runtime or precompiled). rjsf validates derived
 * sub-schemas as roots (an array's item schema with its `default`, for example), which strict
 * schema mode refuses; typos in the same files are still caught where they are compiled strictly
 * (`createAjv()` on the server and in the schema tests).
 */
export const formAjvOptions = { ...sharedAjvOptions, strictSchema: false } satisfies Options;
