import { type SQL, sql } from "drizzle-orm";
import type { NotificationRequestProperties } from "../../../contract/notifications";
import type { TransitionResult, WorkflowRow, WorkflowView } from "../../../contract/workflows";
import { isAllowed } from "../../../schema/access";
import {
  allowedTransitions,
  type HeldPost,
  noticesOf,
  postKeyOf,
  reasonRule,
  renderTemplate,
  rolesOf,
  ruleFor,
  sqlFieldsOf,
  stampedPost,
  type Transition,
  transitionOf,
  WORKFLOW_POSTS,
  type Workflow,
} from "../../../schema/workflows";
import type { ActorRule, FilterDefault } from "../../../schema/workflows/workflowFormat";
import type { Db } from "../../db/database";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import type { AuditActor } from "../audit/auditService";
import { recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import { createNotification } from "../notifications/notificationService";
import { rowsOf } from "../resources/sqlRows";
import { POST_PREDICATES, type ScopeValues } from "./postPredicates";
import { workflowEffectNamed } from "./workflowEffect";
import { workflowFactsNamed } from "./workflowFacts";

/**
 * Workflows on the server: a row's transitions taken in one transaction (row lock, stale state,
 * actor check through the post registry, stamps, audit, notification), and the rows a person may
 * see with the transitions each allows them. The rules themselves are the model's
 * (src/schema/workflows); this module only asks the database who holds which post over a row.
 */

/** Who acts: the signed-in user, and what the audit trail records of the request. */
export interface WorkflowCaller {
  user: AuthUser;
  audit: AuditActor;
}

const ROW = "row";

/** The relation the rows are read from (`source`, else the table), called `row`. */
function rowsFrom(workflow: Workflow): SQL {
  return sql`${sql.identifier(workflow.source)} AS ${sql.identifier(ROW)}`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The row's values a post is decided on, as SQL over `row` (the fields its scope names). */
function scopeValues(workflow: Workflow, scope: HeldPost["scope"]): ScopeValues {
  const values: Record<string, SQL> = {};
  for (const [key, field] of Object.entries(scope))
    values[key] = sql`(${sql.raw(workflow.fields[field as string]?.sql ?? "NULL")})`;
  return values;
}

/** Each post the workflow names, as its condition that `userId` holds it over the row. */
function postPredicates(workflow: Workflow, userId: number): [HeldPost, SQL][] {
  return workflow.posts.map((held) => [
    held,
    POST_PREDICATES[held.post](userId, scopeValues(workflow, held.scope)),
  ]);
}

/** The condition that `userId` holds the post a rule names over the row. */
function rulePredicate(workflow: Workflow, rule: ActorRule, userId: number): SQL | undefined {
  const held =
    rule.post === undefined ? undefined : workflow.posts.find((post) => post.key === postKeyOf(rule));
  return held && sql`(${POST_PREDICATES[held.post](userId, scopeValues(workflow, held.scope))})`;
}

/**
 * The rows of `workflow` that `user` may see, as a condition on its table called `row`: all of
 * them for a role a transition names (the super-admin passes), else those they hold a post over.
 */
export function visibleCondition(workflow: Workflow, user: AuthUser): SQL {
  if (actsOnEveryRow(workflow, user)) return sql`true`;
  const posts = postPredicates(workflow, user.id);
  if (posts.length === 0) return sql`false`;
  return sql`(${sql.join(
    posts.map(([, predicate]) => sql`(${predicate})`),
    sql` OR `,
  )})`;
}

/** The select list every read shares: id, state, each post held (`post:<name>`), each field. */
function rowSelection(workflow: Workflow, userId: number): SQL {
  const row = sql.identifier(ROW);
  const parts = [
    sql`${row}.${sql.identifier(workflow.idColumn)} AS "id"`,
    sql`(${sql.raw(workflow.stateSql)}) AS "state"`,
    // By position: a post's key with its `over` could pass PostgreSQL's 63-character names.
    ...postPredicates(workflow, userId).map(
      ([, predicate], index) => sql`coalesce((${predicate}), false) AS ${sql.identifier(`post:${index}`)}`,
    ),
    ...sqlFieldsOf(workflow).map(
      ([name, expression]) => sql`(${sql.raw(expression)}) AS ${sql.identifier(name)}`,
    ),
  ];
  return sql.join(parts, sql`, `);
}

type SelectedRow = Record<string, unknown> & { id: number; state: string };

function postsHeld(workflow: Workflow, row: SelectedRow): Set<string> {
  return new Set(workflow.posts.filter((_, index) => row[`post:${index}`] === true).map((held) => held.key));
}

function fieldsOf(workflow: Workflow, row: SelectedRow): Record<string, unknown> {
  return Object.fromEntries(Object.keys(workflow.fields).map((name) => [name, row[name] ?? null]));
}

/**
 * `rows` with their `facts` fields filled in (each handler asked once for all the rows): read
 * before the steps a row allows are worked out, since a step's `when` may read one.
 */
async function withFacts<Row extends SelectedRow>(db: Db, workflow: Workflow, rows: Row[]): Promise<Row[]> {
  const byHandler = new Map<string, string[]>();
  for (const [name, field] of Object.entries(workflow.fields))
    if (field.facts !== undefined) byHandler.set(field.facts, [...(byHandler.get(field.facts) ?? []), name]);
  if (byHandler.size === 0 || rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  for (const [handler, names] of byHandler) {
    const values = await workflowFactsNamed(handler).load(db, ids);
    for (const row of rows) {
      const found = values.get(row.id);
      for (const name of names) (row as Record<string, unknown>)[name] = found?.[name] ?? null;
    }
  }
  return rows;
}

/** The steps `user` may take on a selected row (its posts, state and `when` fields). */
function actionsFor(workflow: Workflow, user: AuthUser, row: SelectedRow): string[] {
  return allowedTransitions(workflow, row.state, { ...user, posts: postsHeld(workflow, row) }, row).map(
    (transition) => transition.name,
  );
}

/**
 * The step's `input` checked against the file: each value it declares given (unless optional),
 * as an id (400 naming it otherwise), nothing else.
 */
function checkedInput(
  transition: Transition,
  given: Readonly<Record<string, unknown>>,
): Record<string, number> {
  const declared = transition.input ?? {};
  const unknown = Object.keys(given).find((name) => !Object.hasOwn(declared, name));
  if (unknown)
    throw new ValidationError([{ path: unknown, message: `"${transition.label}" takes no ${unknown}` }]);
  const input: Record<string, number> = {};
  for (const [name, rule] of Object.entries(declared)) {
    const value = given[name];
    if (value === undefined && rule.optional) continue;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1)
      throw new ValidationError([{ path: name, message: `Please choose the ${rule.label.toLowerCase()}` }]);
    input[name] = value;
  }
  return input;
}

/** What a filter's `default` names, as a value the list's address carries. */
const FILTER_DEFAULT_SQL: Readonly<Record<FilterDefault, SQL>> = {
  currentSession: sql`SELECT id FROM academic_sessions WHERE is_current`,
  currentSemester: sql`SELECT id FROM semesters WHERE is_current`,
};

async function filterDefault(db: Db, name: FilterDefault | undefined): Promise<string | undefined> {
  if (name === undefined) return undefined;
  const [row] = await rowsOf<{ id: number }>(db, FILTER_DEFAULT_SQL[name]);
  return row ? String(row.id) : undefined;
}

/**
 * The screen's description of a workflow for `user` (what the engine screen draws): the links
 * meant for post-holders are left out for someone who acts on every row through a role, and
 * filter defaults are resolved now (the current session's id).
 */
export async function workflowView(db: Db, workflow: Workflow, user: AuthUser): Promise<WorkflowView> {
  const field = (name: string) => workflow.fields[name] as Workflow["fields"][string];
  const everyRow = actsOnEveryRow(workflow, user);
  const filters = await Promise.all(
    workflow.filters.map(async (filter) => {
      const start = await filterDefault(db, filter.default);
      return {
        field: filter.field,
        label: field(filter.field).label,
        ...(filter.lookup === undefined ? {} : { lookup: filter.lookup }),
        ...(start === undefined ? {} : { default: start }),
        // Without a value to start from (no current session), "All" stays possible.
        required: filter.required === true && start !== undefined,
        ...(filter.options === undefined ? {} : { options: [...filter.options] }),
      };
    }),
  );
  const ranges = workflow.ranges.flatMap((name) =>
    (["From", "To"] as const).map((side) => ({
      field: `${name}${side}`,
      label: `${field(name).label} ${side.toLowerCase()}`,
      required: false,
      input: "number" as const,
    })),
  );
  const transitions = await Promise.all(
    workflow.transitions.map(async (transition) => ({
      name: transition.name,
      label: transition.label,
      intent: transition.intent ?? "primary",
      reason: reasonRule(transition),
      ...(transition.confirm === undefined ? {} : { confirm: transition.confirm }),
      inputs: await Promise.all(
        Object.entries(transition.input ?? {}).map(async ([name, input]) => {
          const start = await filterDefault(db, input.default);
          return {
            name,
            label: input.label,
            lookup: input.lookup,
            ...(start === undefined ? {} : { default: start }),
            ...(input.optional ? { optional: true } : {}),
            ...(input.narrowedBy === undefined ? {} : { narrowedBy: { ...input.narrowedBy } }),
          };
        }),
      ),
    })),
  );
  return {
    name: workflow.name,
    title: workflow.title,
    ...(workflow.description === undefined ? {} : { description: workflow.description }),
    singular: workflow.singular,
    searchable: workflow.search.length > 0,
    exportable: workflow.exportable,
    states: Object.entries(workflow.states).map(([name, state]) => ({ name, label: state.label })),
    columns: workflow.columns.map((name) => ({
      field: name,
      label: field(name).label,
      format: field(name).format ?? "text",
    })),
    filters: [...filters, ...ranges],
    links: workflow.links
      .filter((link) => link.for !== "posts" || !everyRow)
      .map((link) => ({ label: link.label, href: link.href })),
    transitions,
  };
}

/**
 * The rows on which `user` may take some step now, as a condition on `row`: per step, its `from`
 * states and (unless a role of theirs lets them take it anywhere) a post of its rules over the row.
 */
function waitingCondition(workflow: Workflow, user: AuthUser): SQL {
  const state = sql`(${sql.raw(workflow.stateSql)})`;
  const steps = workflow.transitions.flatMap((transition) => {
    // A `when` read by SQL narrows here too; one the server works out (facts) is left to the buttons.
    const when = transition.when ? workflow.fields[transition.when.field]?.sql : undefined;
    const inState = sql`${state} IN (${sql.join(
      transition.from.map((from) => sql`${from}`),
      sql`, `,
    )})${when === undefined ? sql`` : sql` AND (${sql.raw(when)}) IS TRUE`}`;
    if (transition.by.some((rule) => rule.role !== undefined && isAllowed(user, { roles: [rule.role] })))
      return [inState];
    const posts = transition.by.flatMap((rule) => rulePredicate(workflow, rule, user.id) ?? []);
    return posts.length === 0 ? [] : [sql`(${inState} AND (${sql.join(posts, sql` OR `)}))`];
  });
  return steps.length === 0 ? sql`false` : sql`(${sql.join(steps, sql` OR `)})`;
}

/** The range filters' query parameters (`<field>From`, `<field>To`) with their field's SQL. */
function rangeBounds(workflow: Workflow): Map<string, { sql: string; label: string; side: "from" | "to" }> {
  const bounds = new Map<string, { sql: string; label: string; side: "from" | "to" }>();
  for (const name of workflow.ranges) {
    const field = workflow.fields[name];
    // The model lets only SQL fields be ranges.
    if (field?.sql === undefined) continue;
    bounds.set(`${name}From`, { sql: field.sql, label: `${field.label} from`, side: "from" });
    bounds.set(`${name}To`, { sql: field.sql, label: `${field.label} to`, side: "to" });
  }
  return bounds;
}

/** Every word of `search` in one of the file's `search` fields (case aside; `%` and `_` literal). */
function searchCondition(workflow: Workflow, search: string): SQL {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return sql`true`;
  const fields = workflow.search.flatMap((name) => workflow.fields[name]?.sql ?? []);
  return sql.join(
    words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
      return sql`(${sql.join(
        fields.map((expression) => sql`(${sql.raw(expression)})::text ILIKE ${pattern}`),
        sql` OR `,
      )})`;
    }),
    sql` AND `,
  );
}

/** The list's order: the file's `sort` (empty values last), the id breaking ties. */
function listOrder(workflow: Workflow): SQL {
  const id = sql`${sql.identifier(ROW)}.${sql.identifier(workflow.idColumn)}`;
  const sort = workflow.sort;
  const expression = sort ? workflow.fields[sort.field]?.sql : undefined;
  if (!sort || expression === undefined) return id;
  const direction = sql.raw(sort.descending ? "DESC" : "ASC");
  return sql`(${sql.raw(expression)}) ${direction} NULLS LAST, ${id} ${direction}`;
}

export interface WorkflowRowsQuery {
  page?: number;
  pageSize?: number;
  state?: string;
  waiting?: "true" | "false";
  [filter: string]: unknown;
}

/** At most this many rows in one export. */
export const MAX_EXPORTED_ROWS = 10_000;

/** A page of the rows `user` may see, each with the transitions they may take on it. */
export async function workflowRows(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: WorkflowRowsQuery,
  /** Every matching row (up to MAX_EXPORTED_ROWS), as the export takes them, instead of a page. */
  all = false,
): Promise<{ items: WorkflowRow[]; meta: { pageSize: number; currentPage: number; totalCount: number } }> {
  const page = all ? 1 : (query.page ?? 1);
  const pageSize = all ? MAX_EXPORTED_ROWS : (query.pageSize ?? 25);
  const conditions = [visibleCondition(workflow, user)];
  if (workflow.listWhere) conditions.push(sql`(${sql.raw(workflow.listWhere)})`);
  if (query.waiting === "true") conditions.push(waitingCondition(workflow, user));
  if (query.state !== undefined) {
    if (!Object.hasOwn(workflow.states, query.state))
      throw new ValidationError([
        { path: "state", message: `is not a state of ${workflow.title.toLowerCase()}` },
      ]);
    conditions.push(sql`(${sql.raw(workflow.stateSql)}) = ${query.state}`);
  }
  const ranges = rangeBounds(workflow);
  for (const [key, value] of Object.entries(query)) {
    if (["page", "pageSize", "state", "waiting", "format"].includes(key) || value === undefined) continue;
    if (key === "search" && workflow.search.length > 0) {
      conditions.push(searchCondition(workflow, String(value)));
      continue;
    }
    const bound = ranges.get(key);
    if (bound) {
      const number = Number(value);
      if (String(value).trim() === "" || !Number.isFinite(number))
        throw new ValidationError([{ path: key, message: `${bound.label} must be a number` }]);
      conditions.push(
        sql`(${sql.raw(bound.sql)})::numeric ${sql.raw(bound.side === "from" ? ">=" : "<=")} ${number}`,
      );
      continue;
    }
    const field = workflow.filters.some((filter) => filter.field === key) ? workflow.fields[key] : undefined;
    // The model lets only SQL fields be filters.
    if (field?.sql === undefined)
      throw new ValidationError([{ path: key, message: "is not a filter of this list" }]);
    conditions.push(sql`(${sql.raw(field.sql)})::text = ${String(value)}`);
  }
  const id = sql`${sql.identifier(ROW)}.${sql.identifier(workflow.idColumn)}`;
  // The page's ids and the count first, reading only what the conditions and the order need (the
  // planner leaves out a source's joins that nothing there reads); then every field of those rows
  // alone, by id (a statement of its own: joined to the first, a many-join view is planned
  // without the ids and read whole).
  const ids = await rowsOf<{ id: number; total: number }>(
    db,
    sql`SELECT ${id} AS "id", count(*) OVER ()::integer AS "total"
        FROM ${rowsFrom(workflow)}
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${listOrder(workflow)}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const selected =
    ids.length === 0
      ? []
      : await rowsOf<SelectedRow>(
          db,
          sql`SELECT ${rowSelection(workflow, user.id)} FROM ${rowsFrom(workflow)}
              WHERE ${id} IN (${sql.join(
                ids.map((found) => sql`${found.id}`),
                sql`, `,
              )})`,
        );
  const byId = new Map(selected.map((found) => [found.id, found]));
  const rows = ids.flatMap((found) => byId.get(found.id) ?? []);
  const items = (await withFacts(db, workflow, rows)).map((row) => {
    const actions = actionsFor(workflow, user, row);
    return {
      ...(fieldsOf(workflow, row) as Record<string, string | number | boolean | null>),
      id: row.id,
      state: row.state,
      actions,
    };
  });
  return { items, meta: { pageSize, currentPage: page, totalCount: ids[0]?.total ?? 0 } };
}

/**
 * The transitions `user` may take on each of the rows `ids` they may see (by id), for a module
 * listing the rows its own way (score sheets) with the same buttons the workflow's list gives.
 */
export async function actionsOn(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const row = sql.identifier(ROW);
  const rows = await rowsOf<SelectedRow>(
    db,
    sql`SELECT ${rowSelection(workflow, user.id)} FROM ${rowsFrom(workflow)}
        WHERE ${row}.${sql.identifier(workflow.idColumn)} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${visibleCondition(workflow, user)}`,
  );
  return new Map(
    (await withFacts(db, workflow, rows)).map((found) => [found.id, actionsFor(workflow, user, found)]),
  );
}

/** The ids of the rows `user` may see, as a subquery (for a module's own list over the table). */
export function visibleIds(workflow: Workflow, user: AuthUser): SQL {
  const row = sql.identifier(ROW);
  return sql`(SELECT ${row}.${sql.identifier(workflow.idColumn)} FROM ${rowsFrom(workflow)}
    WHERE ${visibleCondition(workflow, user)})`;
}

/** Whether `user` may see row `id` of `workflow`: 404 otherwise, as a missing row. */
export async function assertVisible(db: Db, workflow: Workflow, user: AuthUser, id: number): Promise<void> {
  const [row] = await rowsOf(
    db,
    sql`SELECT 1 AS found FROM ${rowsFrom(workflow)}
        WHERE ${sql.identifier(ROW)}.${sql.identifier(workflow.idColumn)} = ${id} AND ${visibleCondition(workflow, user)}`,
  );
  if (!row) throw new NotFoundError(`${upperFirst(workflow.singular)} not found`);
}

/** "the course adviser or the head of department": who may take a transition, in words. */
function whoMay(transition: Transition): string {
  const names = transition.by.map((rule) =>
    rule.post ? WORKFLOW_POSTS[rule.post as keyof typeof WORKFLOW_POSTS].title : (rule.role as string),
  );
  return `the ${names.join(" or the ")}`;
}

/**
 * A state read by SQL (`stateSql`) is moved by the step's effects: one that left it elsewhere is a
 * programming error, and the step is undone rather than audited as taken.
 */
async function assertMoved(tx: Db, workflow: Workflow, id: number, transition: Transition): Promise<void> {
  const [moved] = await rowsOf<{ state: string }>(
    tx,
    sql`SELECT (${sql.raw(workflow.stateSql)}) AS "state" FROM ${rowsFrom(workflow)}
        WHERE ${sql.identifier(ROW)}.${sql.identifier(workflow.idColumn)} = ${id}`,
  );
  if (moved?.state !== transition.to)
    throw new Error(
      `workflow ${workflow.name}: "${transition.name}" left row ${id} in "${moved?.state}", not "${transition.to}" (its effects must move it)`,
    );
}

function stampValue(value: string, caller: WorkflowCaller, reason: string | null, post: string): SQL {
  if (value === "actor") return sql`${caller.user.id}`;
  if (value === "now") return sql`now()`;
  if (value === "reason") return sql`${reason}`;
  return sql`${post}`;
}

/**
 * Takes `transitionName` on every row of `ids` in one transaction, all or none: each row locked,
 * then refused with 404 when the caller may not see it, 409 when it has moved on (stale state),
 * 403 when they see it but the step is someone else's; else its state set, its stamps written,
 * its effects run (with the step's checked `input`), its `when` held (409: `otherwise`), the step
 * audited and the row's people notified.
 */
export async function takeTransition(
  db: Db,
  workflow: Workflow,
  ids: readonly number[],
  transitionName: string,
  caller: WorkflowCaller,
  reasonGiven: string | null | undefined,
  /** Values for the step's effects beyond the reason (see WorkflowStep.input). */
  input: Readonly<Record<string, unknown>> = {},
): Promise<TransitionResult> {
  const transition = transitionOf(workflow, transitionName);
  if (!transition)
    throw new ValidationError([
      { path: "transition", message: `is not a step of ${workflow.title.toLowerCase()}` },
    ]);
  const rule = reasonRule(transition);
  const reason = rule === "none" ? null : reasonGiven?.trim() || null;
  if (rule === "required" && reason === null)
    throw new ValidationError([
      { path: "reason", message: `Please give a reason to ${transition.label.toLowerCase()}` },
    ]);
  const stepInput = { ...input, ...checkedInput(transition, input) };
  const bulk = ids.length > 1;
  const singular = upperFirst(workflow.singular);
  const table = sql.identifier(workflow.table);
  const row = sql.identifier(ROW);
  const idColumn = sql.identifier(workflow.idColumn);
  const sorted = [...ids].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const idList = sql.join(
      sorted.map((id) => sql`${id}`),
      sql`, `,
    );
    // Locked in id order, so two bulk steps over overlapping rows queue instead of deadlocking;
    // then read (from the `source`, which a lock cannot name) by a statement of its own, which
    // sees what a step that held the lock before us committed.
    await tx.execute(
      sql`SELECT ${idColumn} FROM ${table} WHERE ${idColumn} IN (${idList}) ORDER BY ${idColumn} FOR UPDATE`,
    );
    const locked = await rowsOf<SelectedRow>(
      tx,
      sql`SELECT ${rowSelection(workflow, caller.user.id)}, (${visibleCondition(workflow, caller.user)}) AS "visible"
          FROM ${rowsFrom(workflow)}
          WHERE ${row}.${idColumn} IN (${idList})`,
    );
    const byId = new Map((await withFacts(tx, workflow, locked)).map((found) => [found.id, found]));
    for (const id of sorted) {
      const found = byId.get(id);
      if (found?.visible !== true)
        throw new NotFoundError(bulk ? `${singular} ${id} not found` : `${singular} not found`);
      if (!transition.from.includes(found.state)) {
        const now = (workflow.states[found.state]?.label ?? found.state).toLowerCase();
        const named = workflow.rowLabel ? renderTemplate(workflow.rowLabel, fieldsOf(workflow, found)) : id;
        throw new ConflictError(
          bulk
            ? `${singular} ${named} is already ${now}; nothing was changed`
            : `This ${workflow.singular} is already ${now}; refresh to see where it stands`,
        );
      }
      const actorRule = ruleFor(transition, { ...caller.user, posts: postsHeld(workflow, found) });
      if (!actorRule)
        throw new ForbiddenError(
          `Only ${whoMay(transition)} may take "${transition.label}" on this ${workflow.singular}`,
        );
      const post = stampedPost(actorRule);
      const sets = [
        ...(workflow.stateColumn === undefined
          ? []
          : [sql`${sql.identifier(workflow.stateColumn)} = ${transition.to}`]),
        ...Object.entries(transition.stamp ?? {}).map(
          ([column, value]) => sql`${sql.identifier(column)} = ${stampValue(value, caller, reason, post)}`,
        ),
      ];
      if (sets.length > 0)
        await tx.execute(sql`UPDATE ${table} SET ${sql.join(sets, sql`, `)} WHERE ${idColumn} = ${id}`);
      const effected: Record<string, unknown> = {};
      for (const effect of transition.effects ?? [])
        Object.assign(
          effected,
          await workflowEffectNamed(effect)(tx, {
            workflow,
            id,
            transition: transition.name,
            from: found.state,
            to: transition.to,
            actorId: caller.user.id,
            input: stepInput,
          }),
        );
      if (workflow.stateColumn === undefined) await assertMoved(tx, workflow, id, transition);
      // After the effects, so a module's own refusal (naming each failed check) is the one heard;
      // either way the transaction undoes the step.
      if (transition.when && found[transition.when.field] !== true)
        throw new ConflictError(renderTemplate(transition.when.otherwise, fieldsOf(workflow, found)));
      await recordAudit(tx, {
        ...caller.audit,
        action: transition.auditAction ?? transition.name,
        entity: workflow.auditEntity,
        entityId: String(id),
        before: { state: found.state },
        after: { ...effected, state: transition.to, as: post, reason },
      });
      for (const notice of noticesOf(transition, fieldsOf(workflow, found), reason))
        await createNotification(tx, {
          userId: notice.userId,
          notificationType: notice.type,
          notificationCategory: notice.category,
          message: notice.message,
          requestProperties: notice.link as NotificationRequestProperties,
        });
    }
  });
  return { count: sorted.length };
}

/**
 * The post (as its "post" stamp records it) through which `user` could take `transitionName` on
 * row `id` whatever the row's state, for a module acting on the row beside the workflow (staff
 * add/drop on a slip); 404 when they may not, as for a row they cannot see.
 */
export async function actingPost(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  id: number,
  transitionName: string,
): Promise<string> {
  const transition = transitionOf(workflow, transitionName);
  const [found] = await rowsOf<SelectedRow>(
    db,
    sql`SELECT ${rowSelection(workflow, user.id)} FROM ${rowsFrom(workflow)}
        WHERE ${sql.identifier(ROW)}.${sql.identifier(workflow.idColumn)} = ${id}`,
  );
  const rule =
    found && transition ? ruleFor(transition, { ...user, posts: postsHeld(workflow, found) }) : undefined;
  if (!rule) throw new NotFoundError(`${upperFirst(workflow.singular)} not found`);
  return stampedPost(rule);
}

/** Whether `user` acts on every row of `workflow` through a role (the registry, the super-admin). */
export function actsOnEveryRow(workflow: Workflow, user: AuthUser): boolean {
  return isAllowed(user, { roles: rolesOf(workflow) });
}

/**
 * The rows `user` may see with the list's filters (all pages, up to MAX_EXPORTED_ROWS) as a
 * sheet: the file's columns by their labels, a state by its label.
 */
export async function workflowSheet(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: WorkflowRowsQuery,
): Promise<(string | number | boolean | null)[][]> {
  const { items } = await workflowRows(db, workflow, user, query, true);
  const stateLabel = (value: unknown) =>
    typeof value === "string" ? (workflow.states[value]?.label ?? value) : value;
  const cell = (name: string, value: unknown): string | number | boolean | null => {
    const shown = workflow.fields[name]?.format === "state" ? stateLabel(value) : value;
    if (shown === null || shown === undefined) return null;
    if (shown instanceof Date) return shown.toISOString();
    return typeof shown === "string" || typeof shown === "number" || typeof shown === "boolean"
      ? shown
      : String(shown);
  };
  return [
    workflow.columns.map((name) => workflow.fields[name]?.label ?? name),
    ...items.map((row) => workflow.columns.map((name) => cell(name, row[name]))),
  ];
}
