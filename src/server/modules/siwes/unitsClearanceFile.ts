import { readFileSync } from "node:fs";

/** schemas/documents/units-clearance.json: what the student's clearance form prints. */
export interface UnitsClearanceFile {
  title: string;
  office: string;
  instructions: string[];
  units: { id: string; name: string; checks: string }[];
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Checks the file's shape, or throws naming it and what is wrong (read once, at start). */
export function checkUnitsClearanceFile(value: unknown, file = "schemas/documents/units-clearance.json") {
  const problems: string[] = [];
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (!isText(record.title)) problems.push('"title" must be text');
  if (!isText(record.office)) problems.push('"office" must be text');
  if (!Array.isArray(record.instructions) || !record.instructions.every(isText))
    problems.push('"instructions" must be a list of text');
  const units = Array.isArray(record.units) ? record.units : [];
  if (units.length === 0) problems.push('"units" must list at least one unit');
  const ids = new Set<string>();
  for (const [index, unit] of units.entries()) {
    const { id, name, checks } = (unit ?? {}) as Record<string, unknown>;
    if (!isText(id) || !isText(name) || !isText(checks))
      problems.push(`units[${index}] needs "id", "name" and "checks" as text`);
    else if (ids.has(id)) problems.push(`units[${index}]: "${id}" is listed twice`);
    else ids.add(id);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
  // Checked field by field above.
  return record as unknown as UnitsClearanceFile;
}

export function readUnitsClearanceFile(): UnitsClearanceFile {
  const url = new URL("../../../../schemas/documents/units-clearance.json", import.meta.url);
  return checkUnitsClearanceFile(JSON.parse(readFileSync(url, "utf8")));
}
