import type { FromSchema } from "json-schema-to-ts";

/**
 * The components clearance form (`schemas/documents/components-clearance.json`): what a newly
 * admitted candidate prints at /components_clerance_form and takes round the offices for physical
 * clearance — the documents ("components") to present and the offices that sign and stamp it. The
 * lists are data, so the registry changes them without touching the page; this module is their
 * shape and the choice of what applies to one candidate (`componentsClearanceFile.ts` reads the
 * file, checked).
 */

const idSchema = { type: "string", pattern: "^[a-z][a-z0-9_]*$", maxLength: 40 } as const;
const textSchema = { type: "string", minLength: 1, maxLength: 300 } as const;

/** One document the candidate presents. */
export const clearanceComponentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: {
    id: idSchema,
    name: textSchema,
    /** How many copies, originals or what else the office expects. */
    note: textSchema,
  },
} as const;
export type ClearanceComponent = FromSchema<typeof clearanceComponentSchema>;

/** One office that clears the candidate: signs and stamps its box. */
export const clearanceOfficeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name", "checks"],
  properties: {
    id: idSchema,
    name: textSchema,
    /** What the office looks at before it signs. */
    checks: textSchema,
  },
} as const;
export type ClearanceOffice = FromSchema<typeof clearanceOfficeSchema>;

/** A component in the file, with who it applies to (absent: every candidate). */
export const fileComponentSchema = {
  ...clearanceComponentSchema,
  properties: {
    ...clearanceComponentSchema.properties,
    /** Only candidates of these application types (schemas/applications/<id>). */
    applicationTypes: { type: "array", minItems: 1, uniqueItems: true, items: idSchema },
    /** Only candidates whose application holds a JAMB registration number. */
    withJambNumber: { type: "boolean", const: true },
  },
} as const;

export const componentsClearanceFileSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "office", "instructions", "components", "offices"],
  properties: {
    title: textSchema,
    /** The office that issues the form (under the college's name on the header). */
    office: textSchema,
    instructions: { type: "array", minItems: 1, items: textSchema },
    components: { type: "array", minItems: 1, items: fileComponentSchema },
    offices: { type: "array", minItems: 1, items: clearanceOfficeSchema },
  },
} as const;
export type ComponentsClearanceFile = FromSchema<typeof componentsClearanceFileSchema>;

/** The candidate facts that decide which components apply. */
export interface ClearanceCandidateKind {
  applicationTypeId: string;
  hasJambNumber: boolean;
}

/** The components one candidate presents, in the file's order, without the file's conditions. */
export function componentsFor(
  file: ComponentsClearanceFile,
  candidate: ClearanceCandidateKind,
): ClearanceComponent[] {
  return file.components
    .filter(
      (component) =>
        (!component.applicationTypes || component.applicationTypes.includes(candidate.applicationTypeId)) &&
        (!component.withJambNumber || candidate.hasJambNumber),
    )
    .map(({ id, name, note }) => (note === undefined ? { id, name } : { id, name, note }));
}
