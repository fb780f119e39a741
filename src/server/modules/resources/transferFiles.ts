import type { Db } from "../../db/database";
import { ValidationError } from "../../errors";
import type { ListParams } from "./listQuery";
import { type LookupIndex, lookupIndex } from "./lookupIndex";
import type { ResourceDefinition } from "./resourceDefinition";
import type { ResourceRegistry } from "./resourceRegistry";
import { exportRows } from "./resourceService";
import { type Cell, spreadsheetFile } from "./spreadsheet";
import type { SpreadsheetKind } from "./uploadParser";
import { uploadFields } from "./uploadService";

export interface FileAnswer {
  fileName: string;
  kind: SpreadsheetKind;
  body: Buffer;
}

export function fileKindOf(format: unknown): SpreadsheetKind {
  if (format === undefined || format === "" || format === "csv") return "csv";
  if (format === "xlsx") return "xlsx";
  throw new ValidationError([{ path: "format", message: "format must be csv or xlsx" }]);
}

/** The upload template: one header row, the form's fields by title, in the form's order. */
export async function templateFile(resource: ResourceDefinition, kind: SpreadsheetKind): Promise<FileAnswer> {
  const header = uploadFields(resource).map((field) => field.title);
  return {
    fileName: `${resource.name}-template.${kind}`,
    kind,
    body: await spreadsheetFile(kind, resource.file.title, [header]),
  };
}

/**
 * Every row matching the list query (up to the export limit), with ids, lookups by their names
 * and yes/no for booleans, so the file reads well and uploads back as it is.
 */
export async function exportFile(
  db: Db,
  registry: ResourceRegistry,
  resource: ResourceDefinition,
  params: ListParams,
  kind: SpreadsheetKind,
  today: Date = new Date(),
): Promise<FileAnswer> {
  const fields = resource.fields.filter((field) => !field.writeOnly);
  const lookups = new Map<string, LookupIndex>();
  for (const field of fields) {
    const source = field.lookup ? registry.lookups.get(field.lookup) : undefined;
    if (source && !lookups.has(source.name)) lookups.set(source.name, await lookupIndex(db, source));
  }
  const rows = await exportRows(db, resource, params);
  const cell = (value: unknown, lookup: LookupIndex | undefined, boolean: boolean): Cell => {
    if (value === null || value === undefined) return null;
    if (boolean) return value ? "Yes" : "No";
    if (lookup) return lookup.labelOf(value) ?? String(value);
    return typeof value === "number" || typeof value === "string" ? value : String(value);
  };
  const body: Cell[][] = [
    ["ID", ...fields.map((field) => field.title)],
    ...rows.map((row) => [
      row.id,
      ...fields.map((field) =>
        cell(
          row[field.property],
          field.lookup ? lookups.get(field.lookup) : undefined,
          field.type === "boolean",
        ),
      ),
    ]),
  ];
  return {
    fileName: `${resource.name}-${today.toISOString().slice(0, 10)}.${kind}`,
    kind,
    body: await spreadsheetFile(kind, resource.file.title, body),
  };
}
