import type { FromSchema } from "json-schema-to-ts";
import { FIELD_FORMATS } from "../schema/workflows/workflowFormat";
import { idSchema } from "./ids";
import { listResultSchema } from "./lists";

/**
 * Workflows (`/api/workflows/:name…`, schemas/workflows/*.json): a workflow's screen description,
 * its rows the caller may see with the transitions each allows them, and taking a transition on
 * one row or many (all or none).
 */

export const workflowParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { name: { type: "string", pattern: "^[a-z][a-z0-9-]*$", maxLength: 80 } },
} as const;
export type WorkflowParams = FromSchema<typeof workflowParamsSchema>;

const label = { type: "string" } as const;

/** What the screen needs to draw a workflow: columns, filters and its transitions' buttons. */
export const workflowViewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "title", "singular", "states", "columns", "filters", "links", "transitions"],
  properties: {
    name: { type: "string" },
    title: label,
    /** A sentence under the title. */
    description: label,
    singular: label,
    /** Whether the list has a search box (the file's `search` fields). */
    searchable: { type: "boolean" },
    /** Whether `/api/workflows/:name/export?format=csv|xlsx` downloads the list. */
    exportable: { type: "boolean" },
    states: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "label"],
        properties: { name: { type: "string" }, label },
      },
    },
    columns: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["field", "label", "format"],
        properties: {
          field: { type: "string" },
          label,
          format: { type: "string", enum: FIELD_FORMATS },
        },
      },
    },
    /** Drop-downs above the list; the state filter and "Show" (waiting for you) are always there. */
    filters: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["field", "label", "required"],
        properties: {
          field: { type: "string" },
          label,
          /** The lookup list naming the field's ids: the options. */
          lookup: { type: "string" },
          /** Fixed values instead of a lookup. */
          options: { type: "array", items: { type: "string" } },
          /** A typed bound instead of a drop-down (a range's "from" or "to"). */
          input: { type: "string", enum: ["number"] },
          /** Where it starts (the current session's id, say), as the address would carry it. */
          default: { type: "string" },
          /** No "All": one value is always chosen. */
          required: { type: "boolean" },
        },
      },
    },
    /** Links on each row (those the caller is meant to see), with "{field}" placeholders. */
    links: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "href"],
        properties: { label, href: { type: "string" } },
      },
    },
    transitions: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "label", "intent", "reason", "inputs"],
        properties: {
          name: { type: "string" },
          label,
          intent: { type: "string", enum: ["primary", "success", "warning", "danger"] },
          reason: { type: "string", enum: ["none", "optional", "required"] },
          /** What the decision dialog says the step does. */
          confirm: label,
          /** Values the dialog asks for (each an id from a lookup list), sent as `input`. */
          inputs: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["name", "label", "lookup"],
              properties: {
                name: { type: "string" },
                label,
                lookup: { type: "string" },
                default: { type: "string" },
                /** May be left empty. */
                optional: { type: "boolean" },
                /** The lookup's query parameters, each the value of another input (empty until chosen). */
                narrowedBy: { type: "object", additionalProperties: { type: "string" } },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type WorkflowView = FromSchema<typeof workflowViewSchema>;

/** One row: its id, state, fields (by the file's names) and the transitions the caller may take. */
export const workflowRowSchema = {
  type: "object",
  required: ["id", "state", "actions"],
  properties: {
    id: { type: "integer" },
    state: { type: "string" },
    actions: { type: "array", items: { type: "string" } },
  },
  // A field may hold a list of ids (a step's recipients: all the course's lecturers).
  additionalProperties: {
    type: ["string", "number", "boolean", "null", "array"],
    items: { type: "integer" },
  },
} as const;
export interface WorkflowRow {
  id: number;
  state: string;
  actions: string[];
  [field: string]: string | number | boolean | null | string[] | number[];
}

export const workflowRowListSchema = listResultSchema(workflowRowSchema);

/**
 * Paging, the state, `waiting` ("true": only rows the caller may take a step on now) and the
 * file's `filters` (exact match); checked against the file by the service.
 */
export const workflowRowsQuerySchema = {
  type: "object",
  properties: {
    page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: "integer", minimum: 1, maximum: 100, default: 25 },
    state: { type: "string", maxLength: 80 },
    waiting: { type: "string", enum: ["true", "false"] },
  },
  additionalProperties: { type: "string", maxLength: 200 },
} as const;
export type WorkflowRowsQuery = FromSchema<typeof workflowRowsQuerySchema>;

export const takeTransitionBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["transition", "ids"],
  properties: {
    transition: { type: "string", maxLength: 80 },
    ids: { type: "array", items: idSchema, minItems: 1, maxItems: 500, uniqueItems: true },
    reason: { type: "string", maxLength: 500 },
    /** The step's inputs by name (a graduation session); checked against the file by the service. */
    input: { type: "object", maxProperties: 10, additionalProperties: idSchema },
  },
} as const;
export type TakeTransitionBody = FromSchema<typeof takeTransitionBodySchema>;

export const transitionResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["count"],
  properties: { count: { type: "integer", minimum: 0 } },
} as const;
export type TransitionResult = FromSchema<typeof transitionResultSchema>;
