import { Ajv } from "ajv";
import { requestPropertiesSchema } from "../../contract/notifications";
import { type AccessHolder, isAllowed } from "../access";
import { templateNames } from "./template";
import {
  type ActorRule,
  type ReasonRule,
  type Transition,
  type WorkflowField,
  type WorkflowFile,
  type WorkflowFilter,
  type WorkflowLink,
  workflowFileSchema,
} from "./workflowFormat";
import { isPostName, type PostName, type ScopeKey, WORKFLOW_POSTS } from "./workflowPosts";

/**
 * One workflow, checked: the model both sides share. It answers which transitions a person may
 * take on a row from the row's state and the posts they hold over it (the server lists each row
 * with exactly these, and refuses any other), and what a step notifies. Framework-free.
 */

export class WorkflowFileError extends Error {
  override name = "WorkflowFileError";
}

export interface Workflow {
  name: string;
  title: string;
  description?: string;
  singular: string;
  table: string;
  /** The relation rows are read from: the file's `source`, else `table`. */
  source: string;
  idColumn: string;
  /** The column the steps set to their `to`; undefined when the state is read by `stateSql` only. */
  stateColumn?: string;
  /** The state as SQL over `row`: `row.<stateColumn>`, or the file's `stateSql`. */
  stateSql: string;
  /** The audit entries' entity: `auditEntity`, else the name. */
  auditEntity: string;
  rowLabel?: string;
  states: Readonly<Record<string, { label: string }>>;
  access: readonly string[];
  scope: Readonly<Partial<Record<ScopeKey, string>>>;
  fields: Readonly<Record<string, WorkflowField>>;
  columns: readonly string[];
  /** Each filter as an object (a bare name in the file is `{ field }`). */
  filters: readonly WorkflowFilter[];
  links: readonly WorkflowLink[];
  /** Fields the search box matches (none: no search box). */
  search: readonly string[];
  /** Fields filtered by a range (`<field>From`, `<field>To`). */
  ranges: readonly string[];
  /** Whether the list downloads as CSV / XLSX. */
  exportable: boolean;
  /** The list's order, when not by id. */
  sort?: { field: string; descending: boolean };
  /** The list's condition beyond visibility (SQL over `row`), if any. */
  listWhere?: string;
  transitions: readonly Transition[];
  /** Every post some transition names, each over its scope: what the server works out per row. */
  posts: readonly HeldPost[];
}

/** A post over a scope of the row: the file's `scope`, or a rule's `over` laid on it. */
export interface HeldPost {
  /** What the actor's `posts` hold when they hold it: the post's name, with its `over` if any. */
  key: string;
  post: PostName;
  scope: Readonly<Partial<Record<ScopeKey, string>>>;
}

/** The key of the post a rule names (`postKeyOf(rule)` is in the actor's `posts` when they hold it). */
export function postKeyOf(rule: ActorRule): string {
  const over = Object.entries(rule.over ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, field]) => `${key}=${field}`);
  return over.length === 0 ? (rule.post as string) : `${rule.post}(${over.join(",")})`;
}

/** Names a template may use besides the row's fields. */
const REASON = "reason";
const COUNT = "count";

const validateFile = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(
  workflowFileSchema,
);

/** What is wrong with a checked-shape file beyond its schema: the first problem, or undefined. */
function meaningProblem(file: WorkflowFile): string | undefined {
  const states = new Set(Object.keys(file.states));
  const allFields = file.fields ?? {};
  const fields = new Set(Object.keys(allFields));
  // Fields the server works out per page (`facts`) are not SQL: no filter, scope or notice reads them.
  const sqlFields = new Set(Object.keys(allFields).filter((field) => allFields[field]?.sql !== undefined));
  const factsUsed = (where: string, names: readonly string[]) => {
    const found = names.find((used) => fields.has(used) && !sqlFields.has(used));
    return found
      ? `${where} uses "${found}", which is worked out by the server (facts), not read by SQL`
      : undefined;
  };
  const scope: Partial<Record<ScopeKey, string>> = file.scope ?? {};
  const names = new Set<string>();
  if (file.source === file.table)
    return `"source" names the table itself ("${file.table}"), which is where rows are read from anyway: leave it out`;
  for (const reserved of ["id", "state", "actions"])
    if (fields.has(reserved)) return `"fields.${reserved}" is reserved: every row has its ${reserved}`;
  for (const [key, field] of Object.entries(scope))
    if (!fields.has(field)) return `"scope.${key}" names "${field}", which is not a field`;
  const noFacts =
    factsUsed("scope", Object.values(scope)) ??
    factsUsed('"rowLabel"', templateNames(file.rowLabel ?? "")) ??
    factsUsed(
      "a filter",
      (file.filters ?? []).map((filter) => (typeof filter === "string" ? filter : filter.field)),
    );
  if (noFacts) return noFacts;
  const listed = [
    ...(file.search ?? []).map((field) => ["search", field] as const),
    ...(file.ranges ?? []).map((field) => ["ranges", field] as const),
    ...(file.sort === undefined ? [] : [["sort", file.sort.replace(/^-/, "")] as const]),
  ];
  for (const [where, field] of listed) {
    if (!fields.has(field)) return `"${where}" names "${field}", which is not a field`;
    const facts = factsUsed(`"${where}"`, [field]);
    if (facts) return facts;
  }
  const badLabel = templateNames(file.rowLabel ?? "").find((used) => !fields.has(used));
  if (badLabel) return `"rowLabel" uses "{${badLabel}}", which is not a field`;
  const filters = filtersOf(file);
  for (const name of [...(file.columns ?? []), ...filters.map((filter) => filter.field)])
    if (!fields.has(name)) return `"${name}" is listed in columns or filters but is not a field`;
  const filtered = new Set<string>();
  for (const filter of filters) {
    if (filtered.has(filter.field)) return `filter "${filter.field}" is declared twice`;
    filtered.add(filter.field);
    if (filter.required && filter.default === undefined)
      return `filter "${filter.field}" is required, so it needs a "default" to start from`;
    if (filter.default !== undefined && filter.lookup === undefined)
      return `filter "${filter.field}" has a default but no "lookup" to show it`;
    if (filter.options !== undefined && filter.lookup !== undefined)
      return `filter "${filter.field}" has both "options" and a "lookup": choose one`;
  }
  for (const link of file.links ?? []) {
    const bad = templateNames(link.href).find((used) => used !== "id" && !fields.has(used));
    if (bad) return `link "${link.label}" uses "{${bad}}", which is not a field`;
  }
  for (const transition of file.transitions) {
    const where = `transition "${transition.name}"`;
    if (names.has(transition.name)) return `${where} is declared twice`;
    names.add(transition.name);
    for (const state of [...transition.from, transition.to])
      if (!states.has(state)) return `${where}: state "${state}" is not one of ${[...states].join(", ")}`;
    // Staying in a state is a correction only an effect can make (an admission moved elsewhere).
    if (transition.from.includes(transition.to) && (transition.effects ?? []).length === 0)
      return `${where} goes from "${transition.to}" to itself and names no "effects" to change anything`;
    if (file.stateSql !== undefined && (transition.effects ?? []).length === 0)
      return `${where} names no "effects": the state is read by "stateSql", so an effect must move it`;
    const inputs = transition.input ?? {};
    for (const [input, rule] of Object.entries(inputs))
      for (const [parameter, other] of Object.entries(rule.narrowedBy ?? {}))
        if (other === input || !Object.hasOwn(inputs, other))
          return `${where}: input "${input}" is narrowed by "${parameter}": "${other}", which is not another input of the step`;
    for (const rule of transition.by) {
      if (rule.post === undefined) continue;
      if (!isPostName(rule.post))
        return `${where}: "${rule.post}" is not a post (${Object.keys(WORKFLOW_POSTS).join(", ")})`;
      for (const [key, field] of Object.entries(rule.over ?? {})) {
        if (!fields.has(field)) return `${where}: "over.${key}" names "${field}", which is not a field`;
        const facts = factsUsed(`${where}: "over"`, [field]);
        if (facts) return facts;
        if (!(WORKFLOW_POSTS[rule.post].needs as readonly string[]).includes(key))
          return `${where}: post "${rule.post}" is not decided on "${key}"`;
      }
      for (const need of WORKFLOW_POSTS[rule.post].needs)
        if ((rule.over?.[need] ?? scope[need]) === undefined)
          return `${where}: post "${rule.post}" needs "scope.${need}"`;
    }
    const reason: ReasonRule = transition.reason ?? "none";
    for (const [column, value] of Object.entries(transition.stamp ?? {})) {
      if (!/^[a-z_][a-z0-9_]*$/.test(column)) return `${where}: "${column}" is not a column name`;
      if (column === file.stateColumn) return `${where}: the state column is set by "to", not stamped`;
      if (value === "reason" && reason === "none")
        return `${where} stamps the reason but takes none ("reason": "optional" or "required")`;
    }
    const known = new Set([...fields, ...(reason === "none" ? [] : [REASON])]);
    const unknown = (template: string | undefined, extra: readonly string[] = []) =>
      template === undefined
        ? undefined
        : templateNames(template).find((used) => !known.has(used) && !extra.includes(used));
    const badSuccess = unknown(transition.success, [COUNT]);
    if (badSuccess) return `${where}: "success" uses "{${badSuccess}}", which is not a field`;
    if (transition.when) {
      if (!fields.has(transition.when.field))
        return `${where}: "when.field" names "${transition.when.field}", which is not a field`;
      const badOtherwise = templateNames(transition.when.otherwise).find((used) => !fields.has(used));
      if (badOtherwise) return `${where}: "when.otherwise" uses "{${badOtherwise}}", which is not a field`;
    }
    const factsInStep =
      factsUsed(`${where}: "success"`, templateNames(transition.success ?? "")) ??
      (transition.notify
        ? factsUsed(`${where}: "notify"`, [
            transition.notify.to,
            ...Object.values(transition.notify.link ?? {}),
            ...templateNames(transition.notify.type),
            ...templateNames(transition.notify.message),
            ...templateNames(transition.notify.messageWithoutReason ?? ""),
          ])
        : undefined);
    if (factsInStep) return factsInStep;
    const notify = transition.notify;
    if (!notify) continue;
    if (!fields.has(notify.to)) return `${where}: "notify.to" names "${notify.to}", which is not a field`;
    const linkable = Object.keys(requestPropertiesSchema.properties);
    for (const property of Object.keys(notify.link ?? {}))
      if (!linkable.includes(property))
        return `${where}: "notify.link.${property}" is not a notification property (${linkable.join(", ")})`;
    for (const [property, field] of Object.entries(notify.link ?? {}))
      if (!fields.has(field))
        return `${where}: "notify.link.${property}" names "${field}", which is not a field`;
    if (notify.messageWithoutReason !== undefined && reason !== "optional")
      return `${where}: "messageWithoutReason" needs "reason": "optional"`;
    for (const key of ["type", "message", "messageWithoutReason"] as const) {
      const bad = unknown(notify[key]);
      if (bad)
        return `${where}: "notify.${key}" uses "{${bad}}", which is not a field${reason === "none" ? " (nor a reason: it takes none)" : ""}`;
    }
    if (templateNames(notify.messageWithoutReason ?? "").includes(REASON))
      return `${where}: "messageWithoutReason" is used when there is no reason, so it cannot show one`;
  }
  return undefined;
}

/** The file's filters as objects: a bare field name is a filter on that field. */
function filtersOf(file: WorkflowFile): WorkflowFilter[] {
  return (file.filters ?? []).map((filter) => (typeof filter === "string" ? { field: filter } : filter));
}

/** Checks one file's content (named `fileName`) and returns its workflow; throws `WorkflowFileError`. */
export function checkWorkflowFile(fileName: string, content: unknown): Workflow {
  const fail = (what: string): never => {
    throw new WorkflowFileError(`schemas/workflows/${fileName}: ${what}`);
  };
  if (!validateFile(content)) {
    // The deepest problem says most ("/filters/0/default must be equal to one of the allowed values"),
    // rather than the first branch of a choice ("/filters/0 must be string").
    const error = [...(validateFile.errors ?? [])]
      .filter((found) => found.keyword !== "anyOf")
      .sort((a, b) => b.instancePath.split("/").length - a.instancePath.split("/").length)[0];
    return fail(`${error?.instancePath || "the file"} ${error?.message ?? "is not a workflow"}`);
  }
  const file = content as WorkflowFile;
  if (`${file.name}.json` !== fileName)
    fail(`"name" must be the file's name ("${fileName.replace(/\.json$/, "")}")`);
  const problem = meaningProblem(file);
  if (problem) fail(problem);
  const posts = new Map<string, HeldPost>();
  for (const transition of file.transitions)
    for (const rule of transition.by)
      if (rule.post && isPostName(rule.post))
        posts.set(postKeyOf(rule), {
          key: postKeyOf(rule),
          post: rule.post,
          scope: { ...file.scope, ...rule.over },
        });
  return {
    name: file.name,
    title: file.title,
    ...(file.description === undefined ? {} : { description: file.description }),
    singular: file.singular,
    table: file.table,
    source: file.source ?? file.table,
    idColumn: file.idColumn ?? "id",
    ...(file.stateColumn === undefined ? {} : { stateColumn: file.stateColumn }),
    stateSql: file.stateSql ?? `row.${file.stateColumn}`,
    auditEntity: file.auditEntity ?? file.name,
    ...(file.rowLabel === undefined ? {} : { rowLabel: file.rowLabel }),
    states: file.states,
    access: file.access,
    scope: file.scope ?? {},
    fields: file.fields ?? {},
    columns: file.columns ?? [],
    filters: filtersOf(file),
    links: file.links ?? [],
    search: file.search ?? [],
    ranges: file.ranges ?? [],
    exportable: file.export === true,
    ...(file.sort === undefined
      ? {}
      : { sort: { field: file.sort.replace(/^-/, ""), descending: file.sort.startsWith("-") } }),
    ...(file.listWhere === undefined ? {} : { listWhere: file.listWhere }),
    transitions: file.transitions,
    posts: [...posts.values()],
  };
}

/** Checks every file; two files of one name cannot both load. */
export function checkWorkflowFiles(entries: readonly { fileName: string; content: unknown }[]): Workflow[] {
  return entries.map((entry) => checkWorkflowFile(entry.fileName, entry.content));
}

/** The transition called `name`, or undefined. */
export function transitionOf(workflow: Workflow, name: string): Transition | undefined {
  return workflow.transitions.find((transition) => transition.name === name);
}

/** A person as the model sees them: their roles, and the posts they hold over the row (`HeldPost.key`). */
export interface WorkflowActor extends AccessHolder {
  posts: ReadonlySet<string>;
}

/** The first of a transition's rules that lets `actor` take it, or undefined. */
export function ruleFor(transition: Transition, actor: WorkflowActor): ActorRule | undefined {
  return transition.by.find((rule) =>
    rule.role !== undefined ? isAllowed(actor, { roles: [rule.role] }) : actor.posts.has(postKeyOf(rule)),
  );
}

/** What the "post" stamp records for a rule: its `as`, else its role or post. */
export function stampedPost(rule: ActorRule): string {
  return rule.as ?? rule.role ?? (rule.post as string);
}

/**
 * The transitions `actor` may take on a row in `state` with `fields` (a step with `when` needs its
 * field true there; without fields it is not offered): the only buttons the screen offers.
 */
export function allowedTransitions(
  workflow: Workflow,
  state: string,
  actor: WorkflowActor,
  fields: Readonly<Record<string, unknown>> = {},
): Transition[] {
  return workflow.transitions.filter(
    (transition) =>
      transition.from.includes(state) &&
      ruleFor(transition, actor) !== undefined &&
      (transition.when === undefined || fields[transition.when.field] === true),
  );
}

/** The fields a SQL expression reads (`sql`), as opposed to those the server works out (`facts`). */
export function sqlFieldsOf(workflow: Workflow): [string, string][] {
  return Object.entries(workflow.fields).flatMap(([name, field]) =>
    field.sql === undefined ? [] : [[name, field.sql] as [string, string]],
  );
}

/** Whether a transition takes a reason, and whether it must. */
export function reasonRule(transition: Transition): ReasonRule {
  return transition.reason ?? "none";
}

/** The roles that let a person act on every row of the workflow, whatever posts they hold. */
export function rolesOf(workflow: Workflow): string[] {
  const roles = new Set<string>();
  for (const transition of workflow.transitions)
    for (const rule of transition.by) if (rule.role) roles.add(rule.role);
  return [...roles];
}
