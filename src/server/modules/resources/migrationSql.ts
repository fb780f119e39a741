import type { FieldDef, ResourceModel } from "../../../schema/resourceModel";
import { columnTypesOf, tableProblems } from "./resourceTables";
import type { TableShape } from "./tableShape";

/**
 * The SQL that makes a table agree with its resource file (`npm run migration:new -- <name>`):
 * CREATE TABLE for a new file, ALTER TABLE for a changed one. A draft for a developer to read and
 * commit, never run by itself: what it cannot know (a value for existing rows, a rule named in
 * `constraintMessages`) it leaves as a comment.
 */

/** The column type a new column gets: the first the check accepts. */
function typeOf(field: FieldDef): string {
  if (field.format === "date-time") return "timestamptz";
  return columnTypesOf(field)[0] ?? "text";
}

function literal(value: unknown): string | undefined {
  if (typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)))
    return String(value);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  return undefined;
}

function defaultOf(resource: ResourceModel, field: FieldDef): string | undefined {
  const schema = (resource.schema.properties as Record<string, Record<string, unknown>>)[field.property];
  return literal(schema?.default);
}

/** NOT NULL when the API always gives a value: required, or defaulted by the schema. */
function notNull(resource: ResourceModel, field: FieldDef): boolean {
  return !field.nullable && (field.required || defaultOf(resource, field) !== undefined);
}

/** `<column> <type> [NOT NULL] [DEFAULT x] [REFERENCES t (id)]` of a field. */
function columnDefinition(
  resource: ResourceModel,
  field: FieldDef,
  lookupTables: ReadonlyMap<string, string>,
): string {
  const parts = [field.column, typeOf(field)];
  if (notNull(resource, field)) parts.push("NOT NULL");
  const value = defaultOf(resource, field);
  if (value !== undefined) parts.push(`DEFAULT ${value}`);
  const target = field.lookup && field.type === "integer" ? lookupTables.get(field.lookup) : undefined;
  if (target) parts.push(`REFERENCES ${target} (id)`);
  return parts.join(" ");
}

/** Integer lookups: the lists filter and join on them. */
function indexes(resource: ResourceModel, fields: readonly FieldDef[]): string[] {
  return fields
    .filter((field) => field.lookup && field.type === "integer")
    .map(
      (field) => `CREATE INDEX ${resource.table}_${field.column}_idx ON ${resource.table} (${field.column});`,
    );
}

function createTable(resource: ResourceModel, lookupTables: ReadonlyMap<string, string>): string[] {
  const columns = [
    "id serial PRIMARY KEY",
    ...resource.fields.map((field) => columnDefinition(resource, field, lookupTables)),
  ];
  if (resource.updatedAtColumn)
    columns.push(`${resource.updatedAtColumn} timestamptz NOT NULL DEFAULT now()`);
  const value = resource.lookup?.value;
  if (value) columns.push(`UNIQUE (${value.column})`);
  return [
    `CREATE TABLE ${resource.table} (\n  ${columns.join(",\n  ")}\n);`,
    ...indexes(resource, resource.fields),
  ];
}

function alterTable(
  resource: ResourceModel,
  table: TableShape,
  lookupTables: ReadonlyMap<string, string>,
): string[] {
  const alter = (what: string) => `ALTER TABLE ${table.name} ${what};`;
  const statements: string[] = [];
  const added: FieldDef[] = [];
  for (const field of resource.fields) {
    const column = table.columns.get(field.column);
    if (!column) {
      added.push(field);
      const definition = columnDefinition(resource, field, lookupTables);
      if (notNull(resource, field) && defaultOf(resource, field) === undefined) {
        // Existing rows have no value yet: add it nullable, fill it, then forbid NULL.
        statements.push(alter(`ADD COLUMN ${definition.replace(" NOT NULL", "")}`));
        statements.push(
          `-- UPDATE ${table.name} SET ${field.column} = ... ; (a value for the existing rows)`,
        );
        statements.push(alter(`ALTER COLUMN ${field.column} SET NOT NULL`));
      } else statements.push(alter(`ADD COLUMN ${definition}`));
      continue;
    }
    const type = typeOf(field);
    const accepted = columnTypesOf(field);
    const tooShort =
      column.maxLength !== undefined && (field.maxLength === undefined || field.maxLength > column.maxLength);
    if (!accepted.includes(column.dataType) || tooShort)
      statements.push(alter(`ALTER COLUMN ${field.column} TYPE ${type} USING ${field.column}::${type}`));
    if (!column.nullable && field.nullable)
      statements.push(alter(`ALTER COLUMN ${field.column} DROP NOT NULL`));
    const value = defaultOf(resource, field);
    if (
      !column.nullable &&
      !field.nullable &&
      !field.required &&
      !field.readOnly &&
      value === undefined &&
      !column.hasDefault
    )
      statements.push(alter(`ALTER COLUMN ${field.column} DROP NOT NULL`));
  }
  if (resource.updatedAtColumn && !table.columns.has(resource.updatedAtColumn))
    statements.push(alter(`ADD COLUMN ${resource.updatedAtColumn} timestamptz NOT NULL DEFAULT now()`));
  const value = resource.lookup?.value;
  if (value && !table.uniqueKeys.some((key) => key.length === 1 && key[0] === value.column))
    statements.push(alter(`ADD UNIQUE (${value.column})`));
  statements.push(...indexes(resource, added));
  return statements;
}

/**
 * The migration for one resource against the table the database has now (undefined: none), or
 * undefined when they already agree. `lookupTables` gives each lookup's table, for foreign keys.
 */
export function migrationSql(
  resource: ResourceModel,
  table: TableShape | undefined,
  lookupTables: ReadonlyMap<string, string>,
): string | undefined {
  if (table && tableProblems(resource, table).length === 0) return undefined;
  const statements = table ? alterTable(resource, table, lookupTables) : createTable(resource, lookupTables);
  for (const name of Object.keys(resource.file.constraintMessages ?? {}))
    if (!table?.ruleNames.has(name))
      statements.push(`-- "constraintMessages" names ${name}: add that constraint (or rule) here.`);
  return `-- ${resource.file.title}: written by npm run migration:new -- ${resource.name} from schemas/resources/${resource.name}.json.
-- Review it (names, indexes, what existing rows need) before committing.
${statements.join("\n")}
`;
}
