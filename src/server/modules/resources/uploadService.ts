import type { Db } from "../../db/database";
import { pgErrorOf } from "../../db/pgError";
import { AppError, type FieldError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { translateWriteError } from "./databaseErrors";
import { type LookupIndex, lookupIndex } from "./lookupIndex";
import { type FieldDef, type ResourceDefinition, singularLower } from "./resourceDefinition";
import type { ResourceRegistry } from "./resourceRegistry";
import { checkRow, insertRows } from "./resourceService";
import type { RowGuard } from "./rowGuard";
import { coerceText } from "./rowMapping";
import type { ParsedSheet } from "./uploadParser";

/** A bad file can have thousands of bad rows; the first ones are enough to fix it. */
export const MAX_REPORTED_ERRORS = 100;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for any sensible row width. */
const INSERT_CHUNK_PARAMETERS = 30_000;

export interface UploadOutcome {
  created: number;
  errors: FieldError[];
}

/** Template and upload columns: what a person may type (not read-only, in the form's order). */
export function uploadFields(resource: ResourceDefinition): FieldDef[] {
  return resource.fields.filter((field) => !field.readOnly);
}

/** Header cell → field: by title or by property name, ignoring case and spaces around. */
function mapHeader(resource: ResourceDefinition, header: readonly string[]): (FieldDef | undefined)[] {
  const fields = uploadFields(resource);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const mapped = header.map((cell, index) => {
    const text = cell.trim().toLowerCase();
    if (text === "") return undefined;
    // An exported file carries ids; a re-upload creates new rows, so the column is ignored.
    if (text === "id") return undefined;
    const field = fields.find((f) => f.title.toLowerCase() === text || f.property.toLowerCase() === text);
    if (!field)
      errors.push({ path: `column ${index + 1}`, message: `"${cell}" is not a column of this list` });
    else if (seen.has(field.property))
      errors.push({ path: `column ${index + 1}`, message: `"${cell}" appears twice` });
    else seen.add(field.property);
    return field;
  });
  if (errors.length > 0) throw new ValidationError(errors, "The header row does not match the template");
  return mapped;
}

async function lookupsFor(
  db: Db,
  registry: ResourceRegistry,
  resource: ResourceDefinition,
): Promise<Map<string, LookupIndex>> {
  const indexes = new Map<string, LookupIndex>();
  for (const field of resource.fields) {
    const source = field.lookup ? registry.lookups.get(field.lookup) : undefined;
    if (source && !indexes.has(source.name)) indexes.set(source.name, await lookupIndex(db, source));
  }
  return indexes;
}

/** A lookup property's `lookupFilter` (`{ "stateId": "stateId" }`): the lookup's filter → the row's sibling property. */
interface DependentLookup {
  filter: string;
  sibling: string;
  siblingTitle: string;
}

/** The upload's dependent lookups by property (an LGA depends on the state chosen in the same row). */
function dependentLookupsOf(resource: ResourceDefinition): Map<string, DependentLookup[]> {
  const properties = (resource.file.schema.properties ?? {}) as Record<string, { lookupFilter?: unknown }>;
  const dependent = new Map<string, DependentLookup[]>();
  for (const field of resource.fields) {
    const declared = properties[field.property]?.lookupFilter;
    if (!field.lookup || typeof declared !== "object" || declared === null) continue;
    dependent.set(
      field.property,
      Object.entries(declared as Record<string, string>).map(([filter, sibling]) => ({
        filter,
        sibling,
        siblingTitle: resource.byProperty.get(sibling)?.title ?? sibling,
      })),
    );
  }
  return dependent;
}

function lookupCellMessage(
  field: FieldDef,
  text: string,
  source: LookupIndex,
  siblings: readonly DependentLookup[] | undefined,
): string {
  if (!source.names(text)) return `"${text}" is not one of the ${field.title} options`;
  const titles = (siblings ?? []).map((sibling) => sibling.siblingTitle).join(" and ");
  return siblings
    ? `"${text}" is not a ${field.title} of the chosen ${titles}`
    : `"${text}" names more than one ${field.title} option: give its id instead`;
}

/**
 * A unique rule an upload broke, on the spreadsheet row that broke it: PostgreSQL names the key
 * ("Key (reg_number)=(202612345678AB) already exists."), which is found among the file's rows — a
 * value twice in the file names the second row, a value already stored the row that repeats it.
 * Undefined when the clash cannot be placed on a row (the generic answer then names the field).
 */
function uniqueClashErrors(
  resource: ResourceDefinition,
  error: unknown,
  rows: readonly Record<string, unknown>[],
  rowNumbers: readonly number[],
): FieldError[] | undefined {
  const pg = pgErrorOf(error);
  if (pg?.code !== "23505") return undefined;
  const key = /^Key \((.+)\)=\((.*)\) already exists/.exec(pg.detail ?? "");
  if (!key) return undefined;
  const columns = key[1]!.split(", ");
  const values = columns.length === 1 ? [key[2]!] : key[2]!.split(", ");
  const fields = columns.map((column) => resource.fields.find((field) => field.column === column));
  if (values.length !== columns.length || fields.some((field) => !field)) return undefined;
  const matching = rows.flatMap((row, index) =>
    fields.every((field, k) => String(row[field!.property]) === values[k]) ? [rowNumbers[index]!] : [],
  );
  if (matching.length === 0) return undefined;
  const worded = pg.constraint ? resource.file.constraintMessages?.[pg.constraint] : undefined;
  const first = fields[0]!;
  const path = worded?.path ?? first.property;
  if (matching.length > 1)
    return [{ path: `row ${matching[1]}.${path}`, message: `repeats row ${matching[0]} of this file` }];
  return [
    {
      path: `row ${matching[0]}.${path}`,
      message:
        worded?.message ??
        `a ${singularLower(resource)} with this ${first.title.toLowerCase()} already exists`,
    },
  ];
}

/** The spreadsheet row an error names ("row 12.name" → 12). */
const rowNumberOf = (path: string) => Number(/^row (\d+)/.exec(path)?.[1] ?? 0);

/** Each row past the guard (staff scope, protected rows), or every refusal with its row number. */
async function guardRows(
  tx: Db,
  guard: RowGuard,
  rows: readonly Record<string, unknown>[],
  rowNumbers: readonly number[],
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [index, values] of rows.entries()) {
    try {
      await guard.beforeWrite?.(tx, { kind: "create", values });
    } catch (error) {
      if (!(error instanceof AppError) || errors.length >= MAX_REPORTED_ERRORS) throw error;
      const row = `row ${rowNumbers[index]}`;
      const found = error.errors.length > 0 ? error.errors : [{ path: "", message: error.message }];
      errors.push(...found.map(({ path, message }) => ({ path: path ? `${row}.${path}` : row, message })));
      if (error.statusCode !== 400) throw new AppError(error.statusCode, error.message, error.title, errors);
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/**
 * Creates every row of a sheet, or none: each row is coerced (numbers, yes/no, lookups by id or
 * name) and checked with the resource's schema first; any error and nothing is written, and the
 * answer names the spreadsheet row and field ("row 3.name"). Otherwise one transaction inserts
 * them all and writes one audit entry with the count.
 */
/** A cell that contradicts the value a preset's upload fixes for every row. */
export const FIXED_CELL_MESSAGE =
  "differs from the list this file is uploaded to: leave it empty, or upload the file to the list it belongs to";

export async function uploadRows(
  db: Db,
  registry: ResourceRegistry,
  resource: ResourceDefinition,
  sheet: ParsedSheet,
  actor: AuditActor,
  fileName: string | undefined,
  guard?: RowGuard,
  fixed: readonly { field: FieldDef; value: unknown }[] = [],
): Promise<UploadOutcome> {
  const columns = mapHeader(resource, sheet.header);
  if (sheet.rows.length === 0)
    throw new ValidationError([{ path: "file", message: "The file has a header but no rows." }]);
  const lookups = await lookupsFor(db, registry, resource);
  const dependsOn = dependentLookupsOf(resource);
  const errors: FieldError[] = [];
  const valid: Record<string, unknown>[] = [];
  /** The spreadsheet row of each valid row, so a guard's refusal names it. */
  const validRowNumbers: number[] = [];

  for (const { rowNumber, cells } of sheet.rows) {
    const input: Record<string, unknown> = {};
    const rowErrors: FieldError[] = [];
    const readCell = (field: FieldDef | undefined, index: number) => {
      const text = cells[index]?.trim() ?? "";
      if (!field || text === "") return;
      const source = field.lookup ? lookups.get(field.lookup) : undefined;
      if (source) {
        const siblings = dependsOn.get(field.property);
        const within = siblings
          ? Object.fromEntries(siblings.map(({ filter, sibling }) => [filter, input[sibling]]))
          : undefined;
        const value = source.resolve(text, within);
        if (value === undefined)
          rowErrors.push({ path: field.property, message: lookupCellMessage(field, text, source, siblings) });
        else input[field.property] = value;
        return;
      }
      const coerced = coerceText(field, text);
      // A cell that does not convert goes to the schema as text, which then says "must be integer".
      input[field.property] = coerced.ok ? coerced.value : text;
    };
    // A dependent lookup (an LGA) is read after the cells it depends on (the state), within them.
    columns.forEach((field, index) => {
      if (!field || !dependsOn.has(field.property)) readCell(field, index);
    });
    columns.forEach((field, index) => {
      if (field && dependsOn.has(field.property)) readCell(field, index);
    });
    // A preset's upload: an empty cell takes the screen's value, another value is the row's mistake.
    for (const { field, value } of fixed) {
      if (input[field.property] === undefined) input[field.property] = value;
      else if (input[field.property] !== value)
        rowErrors.push({ path: field.property, message: FIXED_CELL_MESSAGE });
    }
    const checked = checkRow(resource, input);
    // A cell already reported (an unknown lookup name) is not reported again as "required".
    const reported = new Set(rowErrors.map((error) => error.path));
    if (!checked.ok) rowErrors.push(...checked.errors.filter((error) => !reported.has(error.path)));
    for (const error of rowErrors)
      errors.push({ path: `row ${rowNumber}.${error.path}`, message: error.message });
    if (checked.ok && rowErrors.length === 0) {
      valid.push(checked.values);
      validRowNumbers.push(rowNumber);
    }
  }
  if (errors.length > 0) {
    // The rows the schema passed still meet the resource's own rules, so one round of fixes
    // suffices: their refusals join the report, in row order. (Guards only read; nothing is written.)
    if (guard && valid.length > 0 && errors.length < MAX_REPORTED_ERRORS) {
      try {
        await db.transaction((tx) => guardRows(tx, guard, valid, validRowNumbers));
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        errors.push(...error.errors);
        errors.sort((a, b) => rowNumberOf(a.path) - rowNumberOf(b.path));
      }
    }
    return { created: 0, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
  }

  const chunkSize = Math.max(1, Math.floor(INSERT_CHUNK_PARAMETERS / Math.max(1, resource.fields.length)));
  try {
    await db.transaction(async (tx) => {
      if (guard) await guardRows(tx, guard, valid, validRowNumbers);
      for (let start = 0; start < valid.length; start += chunkSize) {
        await insertRows(tx, resource, valid.slice(start, start + chunkSize));
      }
      await recordAudit(tx, {
        ...actor,
        action: "upload",
        entity: resource.name,
        entityId: null,
        after: { created: valid.length, file: fileName ?? null },
      });
    });
  } catch (error) {
    // Rows a guard refused are reported like rows the schema refused: nothing was saved.
    if (error instanceof ValidationError) return { created: 0, errors: error.errors };
    const clash = uniqueClashErrors(resource, error, valid, validRowNumbers);
    if (clash)
      throw new AppError(
        409,
        `Nothing was saved: ${clash[0]!.path} ${clash[0]!.message}.`,
        "Conflict",
        clash,
      );
    return translateWriteError(resource, error, "save");
  }
  return { created: valid.length, errors: [] };
}
