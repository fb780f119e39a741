import type { FromSchema } from "json-schema-to-ts";
import { fieldChangeSchema } from "./applicationTypes";

/**
 * The signed-in applicant's application (`/api/ApplicationDrafts/:type`): the applicant session
 * (src/contract/applicants.ts) says whose it is.
 */

export const draftParamsSchema = {
  type: "object",
  required: ["type"],
  properties: { type: { type: "string", description: "The application type, e.g. nce" } },
} as const;
export type DraftParams = FromSchema<typeof draftParamsSchema>;

/** An application's data: its top-level properties are the form's sections. */
export const applicationDataSchema = {
  type: "object",
  additionalProperties: true,
  description: "The application's data, section by section",
} as const;
export type ApplicationData = Record<string, unknown>;

// Only "an object" on the way in: a draft is unfinished by nature; submit checks it against the form schema.
export const draftBodySchema = applicationDataSchema;

export const draftSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationType", "data", "createdAt", "updatedAt", "submittedAt"],
  properties: {
    applicationType: { type: "string" },
    data: applicationDataSchema,
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
    submittedAt: {
      type: ["string", "null"],
      format: "date-time",
      description: "Null while it is still a draft; a submitted application can be read, not changed",
    },
    typeVersion: {
      type: "integer",
      description: "The application type version it was filled with; a submitted one renders with it",
    },
    latestVersion: { type: "integer", description: "The newest published version of the type" },
    changes: {
      type: "array",
      items: fieldChangeSchema,
      description: "A draft of an older version: what the newest version added, removed or changed",
    },
  },
} as const;
export type ApplicationDraft = FromSchema<typeof draftSchema>;
