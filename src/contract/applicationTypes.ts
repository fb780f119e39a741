import type { FromSchema } from "json-schema-to-ts";
import { fieldErrorSchema } from "./envelope";

/**
 * Application types published from the portal (`/api/ApplicationTypes…`): versions of a type's
 * meta.json, form schema and UI schema kept in the database (migration 0170). The repository's
 * folders are version 1; a registry officer publishes the next ones.
 */

const jsonObject = { type: "object", additionalProperties: true } as const;

export const typeParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: {
    type: { type: "string", pattern: "^[a-z][a-z0-9_]{0,39}$", description: "The type key, e.g. nce" },
  },
} as const;
export type TypeParams = FromSchema<typeof typeParamsSchema>;

export const typeVersionParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "version"],
  properties: {
    type: typeParamsSchema.properties.type,
    version: { type: "integer", minimum: 1, maximum: 1_000_000 },
  },
} as const;
export type TypeVersionParams = FromSchema<typeof typeVersionParamsSchema>;

export const previewParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["hash"],
  properties: { hash: { type: "string", pattern: "^[0-9a-f]{32}$" } },
} as const;
export type PreviewParams = FromSchema<typeof previewParamsSchema>;

/** A type's three files, as edited (the schema with its `$ref`s to schemas/common). */
export const typeFilesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["meta", "schema", "uiSchema"],
  properties: { meta: jsonObject, schema: jsonObject, uiSchema: jsonObject },
} as const;
export type TypeFilesBody = FromSchema<typeof typeFilesSchema>;

export const publishBodySchema = {
  ...typeFilesSchema,
  properties: {
    ...typeFilesSchema.properties,
    isNew: { type: "boolean", description: "A new type: refused if the key is taken" },
  },
} as const;
export type PublishBody = FromSchema<typeof publishBodySchema>;

/** A published version ready to render: the checked meta, the bundled schema, the steps. */
export const typeDefinitionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "version", "meta", "schema", "uiSchema", "sections", "validatorsUrl"],
  properties: {
    typeKey: { type: "string" },
    version: { type: "integer" },
    meta: jsonObject,
    schema: jsonObject,
    uiSchema: jsonObject,
    sections: { type: "array", items: jsonObject },
    /** The browser's precompiled validators of this version (an ES module from our origin). */
    validatorsUrl: { type: "string" },
  },
} as const;
export type TypeDefinition = FromSchema<typeof typeDefinitionSchema>;

export const publishedTypeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "version", "meta"],
  properties: { typeKey: { type: "string" }, version: { type: "integer" }, meta: jsonObject },
} as const;
export type PublishedType = FromSchema<typeof publishedTypeSchema>;

export const versionSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["version", "status", "publishedAt", "publishedBy", "updatedAt"],
  properties: {
    version: { type: "integer" },
    status: { type: "string", enum: ["draft", "published"] },
    publishedAt: { type: ["string", "null"] },
    publishedBy: { type: ["string", "null"] },
    updatedAt: { type: "string" },
  },
} as const;

export const typeSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "name", "latestVersion", "versions"],
  properties: {
    typeKey: { type: "string" },
    name: { type: "string" },
    latestVersion: { type: ["integer", "null"] },
    versions: { type: "array", items: versionSummarySchema },
  },
} as const;
export type TypeSummary = FromSchema<typeof typeSummarySchema>;

/** One stored version's files, for the editor (drafts too). */
export const typeFilesViewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "version", "status", "meta", "schema", "uiSchema"],
  properties: {
    typeKey: { type: "string" },
    version: { type: "integer" },
    status: { type: "string", enum: ["draft", "published"] },
    meta: jsonObject,
    schema: jsonObject,
    uiSchema: jsonObject,
  },
} as const;
export type TypeFilesView = FromSchema<typeof typeFilesViewSchema>;

export const fieldChangeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["kind", "path", "label"],
  properties: {
    kind: { type: "string", enum: ["added", "removed", "changed"] },
    path: { type: "string" },
    label: { type: "string" },
  },
} as const;
export type FieldChangeView = FromSchema<typeof fieldChangeSchema>;

/** The editor's check: the problems (none: publishable) and, when it checks, the preview to render. */
export const checkResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["problems", "preview", "changes"],
  properties: {
    problems: { type: "array", items: fieldErrorSchema },
    preview: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["meta", "schema", "uiSchema", "sections", "validatorsUrl"],
          properties: {
            meta: jsonObject,
            schema: jsonObject,
            uiSchema: jsonObject,
            sections: { type: "array", items: jsonObject },
            validatorsUrl: { type: "string" },
          },
        },
      ],
    },
    /** Against the newest published version (none for a new type). */
    changes: { type: "array", items: fieldChangeSchema },
    /** The newest published version `changes` are against (absent for a new type). */
    changesFrom: { type: "integer" },
  },
} as const;
export type CheckResult = FromSchema<typeof checkResultSchema>;

export const publishResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "version", "changes"],
  properties: {
    typeKey: { type: "string" },
    version: { type: "integer" },
    changes: { type: "array", items: fieldChangeSchema },
  },
} as const;
export type PublishResult = FromSchema<typeof publishResultSchema>;

export const draftSavedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["typeKey", "version"],
  properties: { typeKey: { type: "string" }, version: { type: "integer" } },
} as const;

export { APPLICATION_TYPE_EDITOR_ROLES } from "./applicationTypeEditors";
