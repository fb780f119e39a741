import { columnOf, type ResourceFile, type ResourceScope } from "./resourceFile";

/**
 * Scoped lists (`ResourceFile.scopes`): one resource file's list narrowed to a parent row, such
 * as the departments offering one programme. Plain functions shared by the server's start-up
 * check and the client's screen.
 */

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The property a scope's route fixes ("/x/:programmeId" → "programmeId"), or why it has none. */
export function scopeFieldOf(scope: ResourceScope): { field: string } | { problem: string } {
  if (typeof scope.route !== "string" || !scope.route.startsWith("/"))
    return { problem: `"route" must be a path starting with "/"` };
  const params = [...scope.route.matchAll(PARAM)].map((match) => match[1] ?? "");
  if (params.length !== 1) return { problem: `"route" must hold exactly one ":property" segment` };
  if (typeof scope.title !== "string" || scope.title.trim() === "")
    return { problem: `"title" must be a non-empty string` };
  return { field: params[0] ?? "" };
}

/** A scope's field, trusting a file the server has already checked at start-up. */
export function checkedScopeField(scope: ResourceScope): string {
  const result = scopeFieldOf(scope);
  if ("problem" in result) throw new Error(`scope ${scope.route}: ${result.problem}`);
  return result.field;
}

/**
 * The id a route parameter gives the scoped property, or undefined when it cannot be one (scoped
 * properties are integer lookups): "/programme_departments/abc" is a not-found screen rather
 * than a list filtered by nonsense.
 */
export function scopeValueOf(param: string | undefined): number | undefined {
  return param !== undefined && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : undefined;
}

/** The heading of a scoped list: the scope's title with "{name}" replaced by the parent's name. */
export function scopeTitleOf(scope: ResourceScope, parentName: string): string {
  return scope.title.replace(/\{name\}/g, parentName);
}

/**
 * The resource file as the scoped screen shows it: headed by `title`, without the fixed
 * property's column, filter and sort, the property read-only on the form (it is filled in from the
 * route), no bulk upload (a sheet of rows belongs on the whole list) and no group tabs. The schema
 * object stays the same one, so the form keeps its precompiled validator.
 */
export function scopedResourceFile(file: ResourceFile, field: string, title: string): ResourceFile {
  const ui = file.ui ?? {};
  const fieldUi = (ui[field] as Record<string, unknown> | undefined) ?? {};
  return {
    ...file,
    title,
    group: undefined,
    scopes: undefined,
    ui: { ...ui, [field]: { ...fieldUi, "ui:readonly": true } },
    grid: {
      ...file.grid,
      columns: file.grid.columns.filter((column) => columnOf(column).field !== field),
      filters: file.grid.filters?.filter((filter) => filter !== field),
      // Every row holds the same value there: the server's own default order still applies.
      sort: file.grid.sort?.replace(/^-/, "") === field ? undefined : file.grid.sort,
      upload: false,
    },
  };
}
