import type { Db } from "../../db/database";
import { AppError, type FieldError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { translateWriteError } from "./databaseErrors";
import { type LookupIndex, lookupIndex } from "./lookupIndex";
import type { FieldDef, ResourceDefinition } from "./resourceDefinition";
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
export async function uploadRows(
  db: Db,
  registry: ResourceRegistry,
  resource: ResourceDefinition,
  sheet: ParsedSheet,
  actor: AuditActor,
  fileName: string | undefined,
  guard?: RowGuard,
): Promise<UploadOutcome> {
  const columns = mapHeader(resource, sheet.header);
  if (sheet.rows.length === 0)
    throw new ValidationError([{ path: "file", message: "The file has a header but no rows." }]);
  const lookups = await lookupsFor(db, registry, resource);
  const errors: FieldError[] = [];
  const valid: Record<string, unknown>[] = [];
  /** The spreadsheet row of each valid row, so a guard's refusal names it. */
  const validRowNumbers: number[] = [];

  for (const { rowNumber, cells } of sheet.rows) {
    const input: Record<string, unknown> = {};
    const rowErrors: FieldError[] = [];
    columns.forEach((field, index) => {
      const text = cells[index]?.trim() ?? "";
      if (!field || text === "") return;
      const source = field.lookup ? lookups.get(field.lookup) : undefined;
      if (source) {
        const value = source.resolve(text);
        if (value === undefined)
          rowErrors.push({
            path: field.property,
            message: `"${text}" is not one of the ${field.title} options`,
          });
        else input[field.property] = value;
        return;
      }
      const coerced = coerceText(field, text);
      // A cell that does not convert goes to the schema as text, which then says "must be integer".
      input[field.property] = coerced.ok ? coerced.value : text;
    });
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
  if (errors.length > 0) return { created: 0, errors: errors.slice(0, MAX_REPORTED_ERRORS) };

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
    return translateWriteError(resource, error, "save");
  }
  return { created: valid.length, errors: [] };
}
