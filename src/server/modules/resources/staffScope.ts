import { type SQL, sql } from "drizzle-orm";
import { isAllowed, SUPER_ADMIN_ROLE } from "../../../schema/access";
import {
  pathSteps,
  SCOPE_TARGETS,
  type ScopeTarget,
  STAFF_POSTS,
  type StaffPost,
  staffScopeProblem,
} from "../../../schema/staffScope";
import type { Db } from "../../db/database";
import { ValidationError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { courseAdviserOf, deanOf, hodOf } from "../workflows/postPredicates";
import type { FieldDef, ResourceDefinition } from "./resourceDefinition";
import { ResourceFileError, type ResourceRegistry } from "./resourceRegistry";
import type { GuardedWrite, RowGuard } from "./rowGuard";
import { rowsOf } from "./sqlRows";

/**
 * Staff scope on the server: a resource file's `staffScope` resolved at start-up into SQL over
 * its table, and per request the condition that narrows a post holder to their own rows. Who
 * stays unscoped: whoever the file's access lets in through anything but a declared post's role
 * (the registrar, the ICT admin, an official reading, the super-admin); a holder of both is not
 * narrowed.
 */

/** One lookup hop: the row's `column` points at `table`.`valueColumn`. */
interface Hop {
  column: string;
  table: string;
  valueColumn: string;
}

/** A path resolved to columns: lookup hops, then the column holding the department (level, session) id. */
interface ResolvedPath {
  hops: Hop[];
  column: string;
}

export interface StaffScopeDef {
  resource: ResourceDefinition;
  posts: StaffPost[];
  paths: Partial<Record<ScopeTarget, ResolvedPath>>;
  /** The row's property the department path starts from: the field a refused form names. */
  field: string;
  /** The row's properties every path starts from (integer lookups), to test a row before it is written. */
  starts: FieldDef[];
}

function resolvePath(
  registry: ResourceRegistry,
  resource: ResourceDefinition,
  target: ScopeTarget,
  path: string,
  fail: (what: string) => never,
): ResolvedPath {
  const steps = pathSteps(path);
  const hops: Hop[] = [];
  let current = resource;
  for (const [index, property] of steps.entries()) {
    const field = current.byProperty.get(property);
    if (!field) return fail(`"staffScope.${target}": "${property}" is not a property of ${current.name}`);
    const source = field.lookup ? registry.lookups.get(field.lookup) : undefined;
    if (index === steps.length - 1) {
      if (field.type !== "integer" || field.lookup !== SCOPE_TARGETS[target] || source?.value !== undefined)
        return fail(
          `"staffScope.${target}": "${path}" must end on an integer property with "lookup": "${SCOPE_TARGETS[target]}"`,
        );
      return { hops, column: field.column };
    }
    if (!source || field.type !== "integer")
      return fail(`"staffScope.${target}": "${property}" must be an integer lookup property to follow`);
    hops.push({
      column: field.column,
      table: source.resource.table,
      valueColumn: source.value?.column ?? "id",
    });
    current = source.resource;
  }
  return fail(`"staffScope.${target}" is empty`);
}

function defineStaffScope(
  registry: ResourceRegistry,
  resource: ResourceDefinition,
): StaffScopeDef | undefined {
  const declared = resource.file.staffScope;
  if (declared === undefined) return undefined;
  const fail = (what: string): never => {
    throw new ResourceFileError(`schemas/resources/${resource.name}.json: ${what}`);
  };
  const problem = staffScopeProblem(declared, resource.file.access);
  if (problem) return fail(problem);
  const paths: StaffScopeDef["paths"] = {};
  for (const target of Object.keys(SCOPE_TARGETS) as ScopeTarget[]) {
    const path = declared[target];
    if (path !== undefined) paths[target] = resolvePath(registry, resource, target, path, fail);
  }
  const starts = new Map<string, FieldDef>();
  for (const target of Object.keys(paths) as ScopeTarget[]) {
    const first = pathSteps(declared[target] as string)[0] as string;
    starts.set(first, resource.byProperty.get(first) as FieldDef);
  }
  return {
    resource,
    posts: declared.posts.map((name) => STAFF_POSTS[name] as StaffPost),
    paths,
    field: pathSteps(declared.department)[0] ?? declared.department,
    starts: [...starts.values()],
  };
}

/**
 * Every file's staff scope, resolved through the registry's lookups. Throws a
 * `ResourceFileError` naming the file: a scope that cannot be enforced stops the server at start.
 */
export function defineStaffScopes(registry: ResourceRegistry): ReadonlyMap<string, StaffScopeDef> {
  const scopes = new Map<string, StaffScopeDef>();
  for (const resource of registry.resources.values()) {
    const scope = defineStaffScope(registry, resource);
    if (scope) scopes.set(resource.name, scope);
  }
  return scopes;
}

/** The path's value for the current row of `table`: a column, or a column of the row it points at. */
function pathValue(table: string, path: ResolvedPath): SQL {
  let outer = sql`${sql.identifier(table)}.${sql.identifier(path.hops[0]?.column ?? path.column)}`;
  path.hops.forEach((hop, index) => {
    const alias = sql.identifier(`__scope${index}`);
    const next = path.hops[index + 1]?.column ?? path.column;
    outer = sql`(SELECT ${alias}.${sql.identifier(next)} FROM ${sql.identifier(hop.table)} AS ${alias} WHERE ${alias}.${sql.identifier(hop.valueColumn)} = ${outer})`;
  });
  return outer;
}

/** The rows one post of `userId` reaches, as a condition on the resource's table (the one post registry). */
function postCondition(scope: StaffScopeDef, post: StaffPost, userId: number): SQL {
  const table = scope.resource.table;
  const department = pathValue(table, scope.paths.department as ResolvedPath);
  switch (post.role) {
    case "hod":
      return hodOf(userId, { department });
    case "dean":
      return deanOf(userId, { department });
    default:
      return courseAdviserOf(userId, {
        department,
        level: pathValue(table, scope.paths.level as ResolvedPath),
        session: pathValue(table, scope.paths.session as ResolvedPath),
      });
  }
}

export type ScopedAccess = "read" | "write";

/**
 * The posts that narrow `user` for reading or writing the resource, or undefined when the user
 * is unscoped (let in by a college-wide role or user type, or the super-admin).
 */
export function narrowingPosts(
  scope: StaffScopeDef,
  user: AuthUser,
  access: ScopedAccess,
): StaffPost[] | undefined {
  const allowed = scope.resource.file.access[access];
  const postRoles = new Set(scope.posts.map((post) => post.role));
  const collegeWide = allowed.filter((role) => !postRoles.has(role));
  if (user.roles.includes(SUPER_ADMIN_ROLE) || isAllowed(user, { roles: collegeWide })) return undefined;
  return scope.posts.filter((post) => allowed.includes(post.role) && user.roles.includes(post.role));
}

/** "You may only save borrowed course requests of your department or of your School's departments." */
export function outsideScopeMessage(scope: StaffScopeDef, posts: readonly StaffPost[]): string {
  const reach = posts.length > 0 ? posts.map((post) => post.reach).join(" or ") : "of a post you hold";
  return `You may only save ${scope.resource.file.title.toLowerCase()} ${reach}.`;
}

/**
 * The guard narrowing `user` on one resource: rows outside their posts are not found (list, read,
 * export, update, delete, activation, row actions), and a create, update or row action that would
 * put a row outside them is refused with a 400 on the field the path starts from, before anything
 * is written: the value chosen is what is wrong, and the form shows it there (a 403 would send
 * the browser to "no access" for a choice in a drop-down).
 */
export function staffScopeGuard(
  scopes: ReadonlyMap<string, StaffScopeDef>,
  resource: ResourceDefinition,
  user: AuthUser | undefined,
  access: ScopedAccess,
): RowGuard | undefined {
  const scope = scopes.get(resource.name);
  if (!scope || !user) return undefined;
  const posts = narrowingPosts(scope, user, access);
  if (!posts) return undefined;
  const condition =
    posts.length === 0
      ? sql`FALSE`
      : sql.join(
          posts.map((post) => sql`(${postCondition(scope, post, user.id)})`),
          sql` OR `,
        );
  return {
    scope: condition,
    async beforeWrite(tx: Db, write: GuardedWrite) {
      // Deleting or switching a row off moves nothing: finding it in scope was the check.
      if (write.kind === "delete" || write.kind === "active") return;
      const row = { ...write.before, ...write.values };
      if (!(await insideScope(tx, scope, condition, row))) {
        const message = outsideScopeMessage(scope, posts);
        throw new ValidationError([{ path: scope.field, message }]);
      }
    },
  };
}

/**
 * Whether a row about to be written lies in `condition`: the condition is evaluated over the
 * row's values (the columns its paths start from) standing in for the table, before anything
 * is written — so a refused write learns nothing about rows outside the scope.
 */
async function insideScope(
  tx: Db,
  scope: StaffScopeDef,
  condition: SQL,
  row: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const starts = scope.starts;
  const values = starts.map((field) => sql`${row[field.property] ?? null}::integer`);
  const columns = starts.map((field) => sql.identifier(field.column));
  const [answer] = await rowsOf(
    tx,
    sql`SELECT coalesce((${condition}), false) AS inside
FROM (VALUES (${sql.join(values, sql`, `)})) AS ${sql.identifier(scope.resource.table)} (${sql.join(columns, sql`, `)})`,
  );
  return answer?.inside === true;
}
