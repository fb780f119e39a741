import type { ColumnFormat } from "../../../schema/resourceFile";
import type { LookupOption } from "../../api/resources";
import { formatDate, formatNaira } from "../../ui/format";

/**
 * How a value reads in a grid cell, by column format — plain functions so they are tested
 * without rendering. `GridCell` adds the markup (badges, links) around this text.
 */

/** Lookup id (as text, since ids arrive as numbers or strings) → display name. */
export type LookupNames = ReadonlyMap<string, string>;

export function lookupNamesMap(options: readonly LookupOption[]): LookupNames {
  return new Map(options.map((option) => [String(option.id), option.name]));
}

const dateTimeFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : dateTimeFormat.format(date);
}

/** Shown for a missing value, as the spec does for unknown notice categories. */
export const NO_VALUE = "-";

export function cellText(value: unknown, format: ColumnFormat, lookup?: LookupNames): string {
  if (value === null || value === undefined || value === "") return NO_VALUE;
  switch (format) {
    case "naira": {
      const kobo = Number(value);
      return Number.isFinite(kobo) ? formatNaira(kobo) : NO_VALUE;
    }
    case "percent": {
      const basisPoints = Number(value);
      return Number.isFinite(basisPoints) ? percentOfBasisPoints(basisPoints) : NO_VALUE;
    }
    case "date":
      return formatDate(String(value));
    case "datetime":
      return formatDateTime(String(value));
    case "boolean":
      return value === true ? "Yes" : value === false ? "No" : String(value);
    case "badge":
      if (typeof value === "boolean") return value ? "Active" : "Inactive";
      return String(value);
    case "lookup":
      // Until the list arrives (or for an id no longer in it) the id is better than nothing.
      return lookup?.get(String(value)) ?? String(value);
    default:
      return String(value);
  }
}

/** Basis points as a percentage: 5000 → "50%", 1250 → "12.5%", 3333 → "33.33%". */
export function percentOfBasisPoints(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** Badges for on/off values are green when on; other badge values are neutral. */
export function badgeIsPositive(value: unknown): boolean {
  return (
    value === true ||
    (typeof value === "string" && /^(active|approved|paid|open|yes|credited|admitted|verified)$/i.test(value))
  );
}

/** A badge that asks for attention: a payment the bursary must look at (short, excess, unknown RRR…). */
export function badgeIsWarning(value: unknown): boolean {
  return (
    typeof value === "string" && /^(short|excess|unknown_rrr|not_payable|flagged|not verified)$/i.test(value)
  );
}

/** Fills a link template's {field} placeholders from the row, e.g. "/student_type/{id}". */
export function hrefOf(template: string, row: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(row[field] ?? "")));
}
