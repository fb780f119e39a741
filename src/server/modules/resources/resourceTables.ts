import { type FieldDef, type ResourceModel, whereOf } from "../../../schema/resourceModel";
import type { Db } from "../../db/database";
import type { ResourceRegistry } from "./resourceRegistry";
import { type ColumnShape, readTableShapes, type TableShape } from "./tableShape";

/**
 * A resource file and its table must agree, or its list fails at run time ("could not be
 * loaded"): checked at start-up (and so by every server test), naming the file and the column.
 */
export class ResourceTableError extends Error {
  override name = "ResourceTableError";
}

const SMALLINT = { minimum: -32_768, maximum: 32_767 };

/** The column types that hold a field's values as the API reads and writes them. */
export function columnTypesOf(field: FieldDef): readonly string[] {
  if (field.type === "boolean") return ["boolean"];
  if (field.type === "integer") return ["integer", "bigint", "smallint"];
  if (field.type === "number")
    return ["numeric", "double precision", "real", "integer", "bigint", "smallint"];
  if (field.format === "date") return ["date"];
  if (field.format === "date-time") return ["timestamp with time zone", "timestamp without time zone"];
  return ["text", "character varying", "character", "citext", "USER-DEFINED"];
}

function columnProblems(field: FieldDef, column: ColumnShape, at: string): string[] {
  const problems: string[] = [];
  const types = columnTypesOf(field);
  if (!types.includes(column.dataType))
    problems.push(
      `${at} is ${column.dataType}, but the schema says ${field.type}${field.format ? ` (${field.format})` : ""}: use ${types[0]}`,
    );
  if (
    column.dataType === "smallint" &&
    ((field.minimum ?? 0) < SMALLINT.minimum || (field.maximum ?? 0) > SMALLINT.maximum)
  )
    problems.push(
      `${at} is smallint: give the schema "minimum"/"maximum" within ${SMALLINT.minimum}..${SMALLINT.maximum}`,
    );
  if (column.maxLength !== undefined && (field.maxLength === undefined || field.maxLength > column.maxLength))
    problems.push(
      `${at} holds at most ${column.maxLength} characters: give the schema "maxLength": ${column.maxLength} or less`,
    );
  if (!column.nullable) {
    if (field.nullable) problems.push(`${at} is NOT NULL, but the schema allows null`);
    // PUT clears a left-out property to NULL, and INSERT leaves it to the column's default.
    else if (
      !field.required &&
      !field.readOnly &&
      !field.hasDefault &&
      !(field.writeOnly && column.hasDefault)
    )
      problems.push(
        `${at} is NOT NULL: list "${field.property}" in the schema's "required" or give it a "default"`,
      );
  }
  return problems;
}

function coversUnique(table: TableShape, columns: readonly string[]): boolean {
  return table.uniqueKeys.some((key) => key.length > 0 && key.every((column) => columns.includes(column)));
}

/** What is wrong between one resource file and its table (nothing: an empty list). */
export function tableProblems(resource: ResourceModel, table: TableShape | undefined): string[] {
  const where = whereOf(resource.name);
  if (!table)
    return [
      `${where}: table "${resource.table}" does not exist; write its migration with npm run migration:new -- ${resource.name}`,
    ];
  const problems: string[] = [];
  const id = table.columns.get("id");
  if (!id || !["integer", "bigint"].includes(id.dataType))
    problems.push(`${where}: table "${table.name}" needs an integer "id" primary key`);
  for (const field of resource.fields) {
    const at = `column ${table.name}.${field.column} (property "${field.property}")`;
    const column = table.columns.get(field.column);
    if (!column) problems.push(`${where}: ${at} does not exist`);
    else problems.push(...columnProblems(field, column, at).map((problem) => `${where}: ${problem}`));
  }
  if (resource.updatedAtColumn && !table.columns.has(resource.updatedAtColumn))
    problems.push(`${where}: "updatedAtColumn" ${table.name}.${resource.updatedAtColumn} does not exist`);
  // A lookup keyed by a text column finds a row by its value: two rows with one value would be one option.
  const value = resource.lookup?.value;
  if (value && table.columns.has(value.column) && !coversUnique(table, [value.column]))
    problems.push(`${where}: "lookup.value" ${table.name}.${value.column} needs a unique constraint`);
  // So does another name of a row that an upload may give (a student's matric number).
  for (const other of resource.lookup?.alsoMatches ?? [])
    if (table.columns.has(other.column) && !coversUnique(table, [other.column]))
      problems.push(`${where}: "lookup.alsoMatches" ${table.name}.${other.column} needs a unique constraint`);
  for (const name of Object.keys(resource.file.constraintMessages ?? {}))
    if (!table.ruleNames.has(name))
      problems.push(
        `${where}: "constraintMessages" names "${name}", which is no constraint, index or trigger rule of table "${table.name}"`,
      );
  return problems;
}

/** Every resource file against its table; throws one error listing every problem. */
export async function checkResourceTables(db: Db, registry: ResourceRegistry): Promise<void> {
  const tables = await readTableShapes(db);
  const problems = [...registry.resources.values()].flatMap((resource) =>
    tableProblems(resource, tables.get(resource.table)),
  );
  if (problems.length > 0)
    throw new ResourceTableError(`Resource files and their tables disagree:\n  ${problems.join("\n  ")}`);
}
