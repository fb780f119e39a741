/**
 * The shape of an admin list file, `schemas/resources/<name>.json`: one file gives the database
 * table, the form (JSON Schema + UI schema), the grid and who may read or write it. The server's
 * generic resource module and the client's CRUD screen both read it; neither knows any resource
 * by name.
 */

/** How a grid cell shows its value. */
export type ColumnFormat = "text" | "naira" | "date" | "datetime" | "badge" | "boolean" | "link" | "lookup";

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
  /** Default sort: a property, "-property" for descending. */
  sort?: string;
  /** Bulk upload of CSV/XLSX with a template download. */
  upload?: boolean;
  /** CSV/XLSX export of the current query. */
  export?: boolean;
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
   * `{ id, name }`, ordered by the label; a schema property `"lookup": "<lookup.name>"` takes its
   * options (and upload cells their names) from here.
   */
  lookup?: ResourceLookup;
  /**
   * Column set to now() on every update (e.g. "updated_at"); the column is not part of the schema,
   * so it is named here rather than guessed.
   */
  updatedAtColumn?: string;
  /**
   * Messages for the table's CHECK constraints, by constraint name (rules across fields that the
   * schema cannot say, e.g. "notices_check": the end date is not before the start date).
   */
  constraintMessages?: Record<string, { path: string; message: string }>;
  /** Fixture rows: the generic server tests create, reject and update rows with these. */
  examples?: ResourceExamples;
}

export interface ResourceLookup {
  /** The lookup's name in `/api/Lookups/:name` and in `"lookup"` annotations; defaults to `name`. */
  name?: string;
  /** Property shown as the option's text (`name` in the answer); also the order of the list. */
  label: string;
  /**
   * Property whose value a referencing field stores (`id` in the answer): "id" (the default) for
   * integer foreign keys, or e.g. the label for a text column keyed by name.
   */
  value?: string;
  /** "public" (the default: reference lists are not secret) or "read" (the file's `access.read`). */
  access?: "public" | "read";
}

export interface ResourceExamples {
  /** Rows the schema accepts; at least two (one to create, one to update it with). */
  valid: Record<string, unknown>[];
  /** Rows the schema rejects, with the field and the exact message expected. */
  invalid?: { row: Record<string, unknown>; path: string; message: string }[];
}

export const PAGE_SIZES = [5, 10, 15, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** `{ items, meta }` of every list call (DESIGN.md, "The API contract"). */
export interface ListMeta {
  pageSize: number;
  currentPage: number;
  totalCount: number;
}

export interface ListResult<Row> {
  items: Row[];
  meta: ListMeta;
}

export function columnOf(column: string | ResourceColumn): ResourceColumn {
  return typeof column === "string" ? { field: column } : column;
}
