import type { ResourceListAction } from "./resourceListAction";
import type { StaffScopeDeclaration } from "./staffScope";

/**
 * The shape of an admin list file, `schemas/resources/<name>.json`: one file gives the database
 * table, the form (JSON Schema + UI schema), the grid and who may read or write it. The server's
 * generic resource module and the client's CRUD screen both read it; neither knows any resource
 * by name.
 */

/** How a grid cell shows its value. */
/** `percent`: basis points shown as a percentage (5000 → "50%", 1250 → "12.5%"). */
export type ColumnFormat =
  | "text"
  | "naira"
  | "percent"
  | "date"
  | "datetime"
  | "badge"
  | "boolean"
  | "link"
  | "lookup";

export interface ResourceColumn {
  /** Property of the schema (camelCase; the database column is its snake_case form). */
  field: string;
  /** Header text; defaults to the property's schema title. */
  label?: string;
  format?: ColumnFormat;
  /** Defaults to true. */
  sortable?: boolean;
  /** For format "link": a route with {field} placeholders, e.g. "/programme_departments/{id}". */
  href?: string;
  /**
   * For format "link": fixed link text (e.g. "Departments") instead of the cell's value, so a
   * column can lead from each row to its own list. Such a column is not sortable.
   */
  text?: string;
}

export interface ResourceAccess {
  /** Roles (or user types, e.g. "official") that may list and read rows. */
  read: string[];
  /** Roles that may create, update, deactivate, delete and upload. */
  write: string[];
}

export interface ResourceGrid {
  /** A bare string is `{ field: thatString }`. */
  columns: (string | ResourceColumn)[];
  /** Properties the search box matches (case-insensitive, contains). */
  search?: string[];
  /** Properties offered as filters (exact match; lookups and booleans become drop-downs). */
  filters?: string[];
  /**
   * Properties (dates or numbers) the list can be bounded by: each gives two inputs, sent as
   * `<property>From` and `<property>To` (both inclusive), e.g. the payments of a date range.
   */
  ranges?: string[];
  /**
   * The values an enum filter's drop-down offers, where fewer than its enum can match: a preset's
   * `choices` (the staff accounts offer no "student" user type).
   */
  choices?: Record<string, (string | number)[]>;
  /**
   * Integer properties added up over every row the query matches (not just the page): answered
   * in the list's `meta.totals` and shown under the grid, e.g. the naira total of payments.
   */
  totals?: string[];
  /** Default sort: a property, "-property" for descending. */
  sort?: string;
  /** Bulk upload of CSV/XLSX with a template download. */
  upload?: boolean;
  /** CSV/XLSX export of the current query. */
  export?: boolean;
  /**
   * Buttons beside each row that change it in one step (Approve, Reject...): each becomes
   * `POST /api/resources/<name>/:id/actions/<action>` with the file's write access.
   */
  rowActions?: ResourceRowAction[];
  /** Buttons above the list that act on many rows at once (see `ResourceListAction`). */
  listActions?: ResourceListAction[];
}

/** A value a row action sets or expects: row values are flat. */
export type RowValue = string | number | boolean | null;

/**
 * One row action. The server applies `set` only to a row whose values match `when` (else 409) and
 * writes an audit entry named after the action; the screen shows the button only on such rows and
 * asks for confirmation first. An action with `workflow` instead of `set` is that workflow's step
 * of the same name (schemas/workflows/): the workflow decides who, from which states, what it
 * stamps, audits and notifies; its `when` must then be the step's `from` states.
 */
export interface ResourceRowAction {
  /** URL-safe name, the last part of the action's path and the audit entry's action. */
  name: string;
  /** Button text, e.g. "Approve". */
  label: string;
  /** Blueprint intent of the button: "primary", "success", "warning", "danger" (default none). */
  intent?: "none" | "primary" | "success" | "warning" | "danger";
  /** Properties and the values the action gives them (read-only properties too: that is the point). */
  set?: Record<string, RowValue>;
  /** The workflow whose step (of this action's name) the action takes, instead of `set`. */
  workflow?: string;
  /** Properties the row must hold for the action to apply: a value, or a list of allowed values. */
  when?: Record<string, RowValue | RowValue[]>;
  /** The confirmation question; defaults to "<label> <row name>?". */
  confirm?: string;
  /** The success message the server answers; defaults to "<singular>: <label> done" (a workflow step's: its own). */
  success?: string;
}

/**
 * Screens that belong together (the spec's tabs): every resource file naming the same group gets
 * a tab bar linking the group's screens, ordered by `order`.
 */
export interface ResourceGroup {
  /** Group key shared by the sibling files, e.g. "course_management". */
  name: string;
  /** Tab text; defaults to the file's `title`. */
  title?: string;
  /** Position among the siblings (ascending); files without one follow, by title. */
  order?: number;
  /**
   * Makes the whole group one tab of another group's bar (a nested group): `within.name` is that
   * group, `within.title` and `within.order` the tab, which leads to this group's first tab. Its
   * screens show the outer bar with that tab selected and their own bar under it, e.g. commission
   * setup inside fees assignment. One member declares it (others may repeat it).
   */
  within?: ResourceGroup;
}

export interface ResourceFile {
  /** URL-safe name, also the file name: schemas/resources/<name>.json → /api/resources/<name>. */
  name: string;
  /** Plural title shown on the screen, e.g. "Departments". */
  title: string;
  /** Singular, e.g. "Department"; used in buttons and messages ("Add department"). */
  singular: string;
  /** The screen's route in the portal. */
  route: string;
  /** Shows the screen as one tab of a group of screens (see `ResourceGroup`). */
  group?: ResourceGroup;
  /** Database table (snake_case) with an `id` integer primary key. */
  table: string;
  access: ResourceAccess;
  /**
   * Property that switches a row on and off (default "active" when the schema has it). A row that
   * other rows point at is deactivated rather than deleted.
   */
  activeField?: string;
  /**
   * JSON Schema (draft-07 + our keywords) of one row, without `id`: flat properties of type string,
   * integer, number or boolean (optionally with "null"). A string with
   * `"contentMediaType": "text/html"` holds HTML and is sanitised when saved; `"format": "date-time"`
   * columns are timestamptz and `"format": "date"` ones date; `"lookup": "<name>"` takes its
   * values from a lookup source; `writeOnly` properties are never answered or audited.
   */
  schema: Record<string, unknown>;
  /** rjsf UI schema for the create/edit form. */
  ui?: Record<string, unknown>;
  grid: ResourceGrid;
  /**
   * Makes this resource a lookup source: `GET /api/Lookups/<lookup.name>` lists its active rows as
   * `{ id, name }` in `lookup.order`, narrowed by the declared `lookup.filters`; a schema property
   * `"lookup": "<lookup.name>"` takes its options (and upload cells their names) from here.
   */
  lookup?: ResourceLookup;
  /**
   * Column set to now() on every update (e.g. "updated_at"); the column is not part of the schema,
   * so it is named here rather than guessed.
   */
  updatedAtColumn?: string;
  /**
   * Messages for the table's CHECK constraints, by constraint name (rules across fields that the
   * schema cannot say, e.g. "notices_check": the end date is not before the start date). A unique
   * constraint named here answers 409 with its message instead of naming its first column.
   */
  constraintMessages?: Record<string, { path: string; message: string }>;
  /** Fixture rows: the generic server tests create, reject and update rows with these. */
  examples?: ResourceExamples;
  /** The same list narrowed to one parent row, at routes of their own (see `ResourceScope`). */
  scopes?: ResourceScope[];
  /** The list with some filters fixed, at routes and screens of their own (see `ResourcePreset`). */
  presets?: ResourcePreset[];
  /**
   * Holders of staff posts (head of department, dean, course adviser) who reach this list only
   * through their post's role see and change only their own department's, School's or class's
   * rows (see `StaffScopeDeclaration` in staffScope.ts). College-wide roles stay unscoped.
   */
  staffScope?: StaffScopeDeclaration;
  /** Makes this screen what a side-menu entry opens (see `ResourceMenu`). */
  menu?: ResourceMenu;
}

/**
 * The list with some filters fixed, at a route of its own and as a screen of its own, e.g. the
 * fee assignments of acceptance fees at /fees_assignment/acceptance_fees:
 * `{ "route": "...", "title": "Acceptance fees", "filters": { "feePurposeId": 2 } }`. Every page,
 * export and new row holds the filters' values (their columns and drop-downs are left out), so it
 * is the same list, API and checks, narrowed; `{}` shows the whole list at another area's route
 * (user management's "Assign Courses" is course management's list).
 */
export interface ResourcePreset {
  route: string;
  /** The screen's heading. */
  title: string;
  filters: Record<string, string | number | boolean>;
  /** Shows it as a tab of this group (its own, or another area's); absent: no tab bar. */
  group?: ResourceGroup;
  /** A bulk-upload screen: the upload form opens with the screen (the spec's "…/bulk" tabs). */
  upload?: boolean;
  /**
   * Enum filters narrowed to the values that can still match beside the fixed filters, e.g. the
   * staff accounts' user types: `{ "userType": ["lecturer", "official"] }`.
   */
  choices?: Record<string, (string | number)[]>;
}

/**
 * The side-menu entry a screen answers for. The server decides which menu names a role has
 * (`role_menus`); a name is shown only when some screen opens it for the signed-in user: the screen
 * at the name's own route, else a file declaring it here. So a list can stand in for an area until
 * the area's own first screen exists, e.g. the session manager for "Student Management".
 */
export interface ResourceMenu {
  /** The server's menu name (`menu_items.name`), e.g. "student_management". */
  name: string;
  /** Roles (or user types) the entry opens this screen for; defaults to the file's `access.read`. */
  roles?: string[];
  /** The entry's text when the portal has no label of its own for the name; defaults to the file's `title`. */
  label?: string;
}

/**
 * The list narrowed to one value of a lookup property, e.g. the departments offering one
 * programme at "/school_setup/programme_departments/:programmeId". The route's one `:param` names
 * the property, which must be one of the grid's `filters`: the screen sends it with every list
 * and export call, leaves its column and filter out, and fills it in (read-only) on the form.
 */
export interface ResourceScope {
  route: string;
  /** The heading; "{name}" is replaced by the parent row's name, e.g. "Departments offering {name}". */
  title: string;
}

export interface ResourceLookup {
  /** The lookup's name in `/api/Lookups/:name` and in `"lookup"` annotations; defaults to `name`. */
  name?: string;
  /** Property shown as the option's text (`name` in the answer); the list's order without `order` or a grid sort. */
  label: string;
  /**
   * Property whose value a referencing field stores (`id` in the answer): "id" (the default) for
   * integer foreign keys, or e.g. the label for a text column keyed by name.
   */
  value?: string;
  /**
   * Unique properties a spreadsheet cell may also give instead of the label, e.g. a student's
   * `regNumber` when the label is "NCE/2025/CSC/0142 - Adeyemi, Adebayo" (matched like the label).
   */
  alsoMatches?: string[];
  /** "public" (the default: reference lists are not secret) or "read" (the file's `access.read`). */
  access?: "public" | "read";
  /**
   * Properties a caller may narrow the list by, e.g. `["stateId"]` for `GET /api/Lookups/lgas?stateId=25`
   * (exact match). Only these: a lookup is public, so it must not become a query on any column.
   */
  filters?: string[];
  /**
   * Filters answered through a list that links this one's rows to a value. For programmes,
   * `{ "departmentId": { "through": "programme-departments", "key": "programmeId" } }`:
   * `GET /api/Lookups/programmes?departmentId=11` lists the programmes an active row of
   * programme-departments links to department 11 (that file's `departmentId`, its `programmeId`
   * pointing at this list). Dependent drop-downs use them like `filters`.
   */
  linkFilters?: Record<string, { through: string; key: string }>;
  /**
   * The list's order: properties (or "id"), "-property" for descending, e.g. `["-pinned", "name"]`.
   * Defaults to the grid's `sort`, then the label; the id always breaks ties.
   */
  order?: string[];
}

export interface ResourceExamples {
  /** Rows the schema accepts; at least two (one to create, one to update it with). */
  valid: Record<string, unknown>[];
  /**
   * Rows the API refuses, with the field and the exact message expected; `status` defaults to 400
   * (409 for a clash with a fixture row's unique value).
   */
  invalid?: { row: Record<string, unknown>; path: string; message: string; status?: number }[];
  /**
   * Rows the test database holds before the generic tests run, so that other files' examples can
   * point at them: in file order, after the migration's own rows (the first fixture of an empty
   * table is id 1). Their unique values must differ from the valid rows'.
   */
  fixtures?: Record<string, unknown>[];
}

export const PAGE_SIZES = [5, 10, 15, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function columnOf(column: string | ResourceColumn): ResourceColumn {
  return typeof column === "string" ? { field: column } : column;
}

/** Whether a row holds the values a row action's `when` asks for (no `when`: every row). */
export function rowMatches(row: Readonly<Record<string, unknown>>, when: ResourceRowAction["when"]): boolean {
  if (!when) return true;
  return Object.entries(when).every(([property, expected]) => {
    const actual = row[property] ?? null;
    return Array.isArray(expected) ? expected.includes(actual as RowValue) : actual === expected;
  });
}

/** One tab of a screen group: where it leads and what it says. */
export interface GroupTab {
  route: string;
  title: string;
  /** The screen's access, so a screen can leave out tabs its user may not open (absent: anyone with the route). */
  read?: readonly string[];
}

/**
 * What the portal knows of every resource file before any list opens: enough to route and to
 * build the menu and tab bars (scripts/resourceFilesPlugin.mjs, `?facts`). The rest of a file
 * loads with its screen.
 */
export interface ResourceFacts {
  route: string;
  title: string;
  group?: ResourceGroup;
  menu?: ResourceMenu;
  access: Pick<ResourceAccess, "read">;
  scopes?: Pick<ResourceScope, "route">[];
  presets?: Pick<ResourcePreset, "route" | "title" | "group">[];
}

/** What a scoped list needs of every file to find, name and link its parent (`?lookup`). */
export type ResourceLookupFacts = Pick<ResourceFile, "name" | "lookup" | "route" | "title" | "singular">;

/** A screen that may sit in a group's tab bar: a resource file's facts or a bespoke screen's route. */
export interface GroupMember {
  group?: ResourceGroup;
  route: string;
  title: string;
  access?: { read?: readonly string[] };
}

/** "course_management" → "Course management": names the group's navigation for screen readers. */
export function groupLabel(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What is wrong with a `group` (a file's or a preset's), or undefined when it is well formed. */
export function groupProblemOf(group: unknown, where = '"group"'): string | undefined {
  if (group === undefined) return undefined;
  if (typeof group !== "object" || group === null || Array.isArray(group))
    return `${where} must be { "name", "title"?, "order"?, "within"? }`;
  const { name, title, order, within } = group as Record<string, unknown>;
  if (typeof name !== "string" || name === "") return `${where}.name must be a non-empty string`;
  if (title !== undefined && typeof title !== "string") return `${where}.title must be a string`;
  if (order !== undefined && typeof order !== "number") return `${where}.order must be a number`;
  if (within !== undefined && (within as { name?: unknown } | null)?.name === name)
    return `${where}.within must name another group`;
  return groupProblemOf(within, `${where}.within`);
}

/** The group `name` sits in as one tab, as a member declares it (`ResourceGroup.within`). */
export function groupWithinOf(name: string, files: readonly GroupMember[]): ResourceGroup | undefined {
  return files.find((file) => file.group?.name === name && file.group.within)?.group?.within;
}

/**
 * The tabs of `resource`'s group among `files` (resource files and bespoke screens alike), in
 * order; empty when it names no group. A group nested in it (`within`) is one tab leading to the
 * nested group's first tab.
 */
export function groupTabsOf(resource: { group?: ResourceGroup }, files: readonly GroupMember[]): GroupTab[] {
  return tabsOfGroup(resource.group?.name, files, new Set());
}

function tabsOfGroup(
  group: string | undefined,
  files: readonly GroupMember[],
  seen: Set<string>,
): GroupTab[] {
  if (!group || seen.has(group)) return [];
  seen.add(group);
  const entries: { order?: number; tab: GroupTab }[] = files
    .filter((file) => file.group?.name === group)
    .map((file) => ({
      order: file.group?.order,
      tab: { route: file.route, title: file.group?.title ?? file.title, read: file.access?.read },
    }));
  const nested = new Set(
    files.flatMap((file) => {
      const name = file.group?.name;
      return name && name !== group && groupWithinOf(name, files)?.name === group ? [name] : [];
    }),
  );
  for (const name of nested) {
    const within = groupWithinOf(name, files) as ResourceGroup;
    const first = tabsOfGroup(name, files, seen)[0];
    if (first) entries.push({ order: within.order, tab: { ...first, title: within.title ?? first.title } });
  }
  return entries
    .sort(
      (a, b) =>
        (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
        a.tab.title.localeCompare(b.tab.title),
    )
    .map((entry) => entry.tab);
}

/** One tab bar over a screen: its group, its tabs and the selected tab's route. */
export interface GroupBar {
  group: string;
  tabs: GroupTab[];
  current: string;
}

/**
 * The tab bars over `member`'s screen, outermost first: its own group's, and for a nested group
 * (`within`) the outer group's above it with the nested group's tab selected.
 */
export function groupBarsOf(
  member: { group?: ResourceGroup; route: string },
  files: readonly GroupMember[],
): GroupBar[] {
  const bars: GroupBar[] = [];
  const seen = new Set<string>();
  let group = member.group?.name;
  let current = member.route;
  while (group && !seen.has(group)) {
    seen.add(group);
    const tabs = groupTabsOf({ group: { name: group } }, files);
    bars.unshift({ group, tabs, current });
    // The outer bar's tab for this group leads to this group's first tab.
    current = tabs[0]?.route ?? current;
    group = groupWithinOf(group, files)?.name;
  }
  return bars;
}
