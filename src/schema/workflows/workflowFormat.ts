import type { FromSchema } from "json-schema-to-ts";

/**
 * The format of a workflow file (`schemas/workflows/<name>.json`): a row's states, the transitions
 * between them, who may take each (a role, or a post over the row), what each stamps on the row,
 * and the notification it sends. The model (`workflowModel.ts`) checks what a schema cannot say
 * (states referenced exist, posts are known, templates use declared fields).
 */

/** How a field reads in the list; "state": a state's name, shown as its label. */
export const FIELD_FORMATS = ["text", "number", "date", "datetime", "badge", "naira", "state"] as const;

/** Values a filter may start at, resolved by the server when the screen opens. */
export const FILTER_DEFAULTS = ["currentSession", "currentSemester"] as const;

/** A SQL identifier the file may name: a table or a column. */
const identifier = { type: "string", pattern: "^[a-z_][a-z0-9_]*$" } as const;
/** A name the file gives: a state, transition or field. */
const name = { type: "string", pattern: "^[a-zA-Z][a-zA-Z0-9_]*$" } as const;

/** Who may take a transition: holders of a role, or the holder of a post over the row. */
export const actorRuleSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    role: { type: "string", minLength: 1 },
    post: { type: "string", minLength: 1 },
    /** What the "post" stamp records for an actor let in by this rule (default: the role or post). */
    as: { type: "string", minLength: 1 },
    /**
     * The post held over other fields of the row than the file's `scope` (per key, a field name):
     * the receiving department's HOD (`{ "department": "toDepartmentId" }`), the reporting officer
     * a row names (`{ "reviewer": "reportingOfficerId" }`).
     */
    over: {
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: { department: name, level: name, session: name, reviewer: name },
    },
  },
  oneOf: [{ required: ["role"] }, { required: ["post"] }],
} as const;

/** What a step writes on the row: a column set to the actor's id, now, the reason or the post. */
export const STAMP_VALUES = ["actor", "now", "reason", "post"] as const;
export const REASON_RULES = ["none", "optional", "required"] as const;
export const INTENTS = ["primary", "success", "warning", "danger"] as const;

export const notificationRuleSchema = {
  type: "object",
  additionalProperties: false,
  required: ["to", "category", "type", "message"],
  properties: {
    /** A field holding the user id to notify, or a list of them (no user: no notification). */
    to: name,
    /** The notification category: what the bell opens (spec section 4). */
    category: { type: "string", minLength: 1 },
    /** Templates: "{field}" is replaced by the row's field, "{reason}" by the reason. */
    type: { type: "string", minLength: 1 },
    message: { type: "string", minLength: 1 },
    /** The message when an optional reason was not given. */
    messageWithoutReason: { type: "string", minLength: 1 },
    /** The notification's request properties (its link): property name → field. */
    link: { type: "object", additionalProperties: name },
  },
} as const;

/** A value a step asks for in its dialog beyond the reason: an id from a lookup list. */
export const stepInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "lookup"],
  properties: {
    label: { type: "string", minLength: 1 },
    lookup: { type: "string", pattern: "^[a-zA-Z][a-zA-Z0-9]*$" },
    default: { type: "string", enum: FILTER_DEFAULTS },
    /** May be left empty (else each input is required). */
    optional: { type: "boolean" },
    /**
     * The lookup narrowed by other inputs of the step (query parameter → input name): a
     * department's course options (`{ "departmentId": "departmentId" }`), empty until they are chosen.
     */
    narrowedBy: { type: "object", minProperties: 1, propertyNames: name, additionalProperties: name },
  },
} as const;

export const transitionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "from", "to", "label", "by"],
  properties: {
    name,
    from: { type: "array", items: name, minItems: 1, uniqueItems: true },
    to: name,
    /** The button: "Approve". */
    label: { type: "string", minLength: 1 },
    intent: { type: "string", enum: INTENTS },
    /** Said when it succeeds ("Course registration approved"); "{count}" for a bulk step. */
    success: { type: "string", minLength: 1 },
    by: { type: "array", items: actorRuleSchema, minItems: 1 },
    reason: { type: "string", enum: REASON_RULES },
    stamp: { type: "object", additionalProperties: { type: "string", enum: STAMP_VALUES } },
    notify: notificationRuleSchema,
    /**
     * Server-side effect handlers (by registered name: modules/workflows/workflowEffects.ts) run
     * after the row moves, in the same transaction: rows elsewhere that follow this one.
     */
    effects: { type: "array", items: name, uniqueItems: true },
    /** The audit entry's action (default: the transition's name), to keep an older trail's words. */
    auditAction: { type: "string", minLength: 1 },
    /** What the decision dialog says the step does ("Students will see these results at once."). */
    confirm: { type: "string", minLength: 1 },
    /**
     * Only on rows where this field is true (offered and taken): a student every check passes.
     * `otherwise` is the refusal (409), a template over the row ("{fullName} cannot be cleared: {problems}").
     */
    when: {
      type: "object",
      additionalProperties: false,
      required: ["field", "otherwise"],
      properties: { field: name, otherwise: { type: "string", minLength: 1 } },
    },
    /** Values the dialog asks for, by name; the step's effects receive them (`input`), each required. */
    input: { type: "object", propertyNames: name, additionalProperties: stepInputSchema },
  },
} as const;

export const fieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label"],
  properties: {
    label: { type: "string", minLength: 1 },
    /** A SQL expression over the workflow's row, which is called `row` ("row.session_id"). */
    sql: { type: "string", minLength: 1 },
    /**
     * Instead of SQL: a value worked out on the server by a registered handler over a page of rows
     * (modules/workflows/workflowFacts.ts): a student's CGPA and clearance checks. Shown, linked
     * and used by `when`; never filtered on, scoped by or put in a notice.
     */
    facts: name,
    format: { type: "string", enum: FIELD_FORMATS },
  },
  oneOf: [{ required: ["sql"] }, { required: ["facts"] }],
} as const;

/** A filter the screen draws: a field, the lookup list naming its values, where it starts. */
export const filterSchema = {
  type: "object",
  additionalProperties: false,
  required: ["field"],
  properties: {
    field: name,
    /** The lookup list (`/api/Lookups/:name`) whose ids the field holds: the drop-down's options. */
    lookup: { type: "string", pattern: "^[a-zA-Z][a-zA-Z0-9]*$" },
    /** Fixed values instead of a lookup (the field holds one of them as text). */
    options: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true },
    /** Where the filter starts when the address names no value. */
    default: { type: "string", enum: FILTER_DEFAULTS },
    /** A value must be chosen (no "All"): the list is one term's, say. */
    required: { type: "boolean" },
  },
} as const;

/** Who sees a row link: everyone who opens the list, or only those acting through a post. */
export const LINK_AUDIENCES = ["all", "posts"] as const;

/** A link on each row to a page about it ("View" the slip, a student's "Record"). */
export const linkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "href"],
  properties: {
    /** The link's text; screen readers hear "<label> of <the row's name>". */
    label: { type: "string", minLength: 1 },
    /** A route with "{field}" placeholders ("{id}" is the row's id): "/approve_courses/view?id={id}". */
    href: { type: "string", pattern: "^/" },
    /** "posts": shown only to people acting through a post (an adviser), not to a role that sees all rows. */
    for: { type: "string", enum: LINK_AUDIENCES },
  },
} as const;

/** A route showing the workflow's screen. */
const screenSchema = {
  type: "object",
  additionalProperties: false,
  required: ["path"],
  properties: {
    path: { type: "string", pattern: "^/[a-z0-9_/]*$" },
    access: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true },
    group: {
      type: "object",
      additionalProperties: false,
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1 },
        title: { type: "string", minLength: 1 },
        order: { type: "integer" },
      },
    },
  },
} as const;

export const workflowFileSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "title", "singular", "table", "states", "access", "transitions"],
  // The state is a column the steps set, or read by SQL when another service keeps it (then the
  // steps' effects move it).
  oneOf: [{ required: ["stateColumn"] }, { required: ["stateSql"] }],
  properties: {
    $schema: { type: "string" },
    /** The file name without ".json"; also the URL segment of its routes and screen. */
    name: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
    /** The screen's title: "Course registration approval". */
    title: { type: "string", minLength: 1 },
    /** A sentence under the title: which rows the list holds and what a step needs. */
    description: { type: "string", minLength: 1 },
    /** One row in running text: "course registration". */
    singular: { type: "string", minLength: 1 },
    /** The table whose rows the steps lock and update (stamps, `stateColumn`). */
    table: identifier,
    /**
     * The relation the rows are read from (default: `table`): a view made by a migration that
     * joins once what the fields show, so each field is a plain column (`row.programme`) instead
     * of a subquery per row. It holds `idColumn`, at most one row per id of `table`; fields,
     * `stateSql`, `listWhere` and the scope read `row` as a row of it.
     */
    source: identifier,
    /** The integer key of the table (default "id"). */
    idColumn: identifier,
    stateColumn: identifier,
    /**
     * Instead of a column: the state as SQL over `row`, when another service keeps it (an
     * application's admission decision). No step writes it; each step's `effects` must move it.
     */
    stateSql: { type: "string", minLength: 1 },
    /** The audit entries' entity (default: the workflow's name), to keep an older trail's. */
    auditEntity: { type: "string", minLength: 1 },
    /** A template naming one row in bulk refusals ("Score sheet {code} is ..."; default its id). */
    rowLabel: { type: "string", minLength: 1 },
    states: {
      type: "object",
      minProperties: 1,
      propertyNames: name,
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["label"],
        properties: { label: { type: "string", minLength: 1 } },
      },
    },
    /** The roles that may open the workflow's list at all (each row is then narrowed by `by`). */
    access: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true },
    /**
     * The fields a post reads: the row's department, level, session, assigned reviewer (a field,
     * so a post can follow a lookup: a request's department is its course's).
     */
    scope: {
      type: "object",
      additionalProperties: false,
      properties: { department: name, level: name, session: name, reviewer: name },
    },
    /** What lists, filters and templates may show of a row. */
    fields: { type: "object", propertyNames: name, additionalProperties: fieldSchema },
    /** The fields the list shows, in order. */
    columns: { type: "array", items: name, uniqueItems: true },
    /** Fields the list may be filtered on (exact match): a name, or a filter with its lookup and start. */
    filters: { type: "array", items: { anyOf: [name, filterSchema] } },
    /** Fields the list's search box matches (any word of the search in any of them, case aside). */
    search: { type: "array", items: name, minItems: 1, uniqueItems: true },
    /** Fields filtered by a range ("<field>From", "<field>To": at least, at most). */
    ranges: { type: "array", items: name, minItems: 1, uniqueItems: true },
    /** Whether the list downloads as CSV / XLSX (its columns, with the filters shown). */
    export: { type: "boolean" },
    /** The list's order: a field, "-field" for descending (default: by id); the id breaks ties. */
    sort: { type: "string", pattern: "^-?[a-zA-Z][a-zA-Z0-9_]*$" },
    /** Links on each row, after the columns. */
    links: { type: "array", items: linkSchema },
    /**
     * A condition (SQL over `row`) every listed row meets, beyond who may see it: the candidates
     * for a step ("final-year active students"); steps by id are not narrowed by it.
     */
    listWhere: { type: "string", minLength: 1 },
    transitions: { type: "array", items: transitionSchema, minItems: 1 },
    /**
     * Where the portal shows the workflow's screen: each path a route of its own (the file's
     * `access` unless `access` narrows it), optionally a tab of an area (`group`, as resource files).
     */
    screens: { type: "array", items: screenSchema, minItems: 1 },
  },
} as const;

export type WorkflowScreenRoute = FromSchema<typeof screenSchema>;
export type WorkflowFile = FromSchema<typeof workflowFileSchema>;
export type Transition = FromSchema<typeof transitionSchema>;
export type ActorRule = FromSchema<typeof actorRuleSchema>;
export type NotificationRule = FromSchema<typeof notificationRuleSchema>;
export type WorkflowField = FromSchema<typeof fieldSchema>;
export type WorkflowFilter = FromSchema<typeof filterSchema>;
export type WorkflowLink = FromSchema<typeof linkSchema>;
export type FilterDefault = (typeof FILTER_DEFAULTS)[number];
export type StepInput = FromSchema<typeof stepInputSchema>;
export type StampValue = (typeof STAMP_VALUES)[number];
export type ReasonRule = (typeof REASON_RULES)[number];
