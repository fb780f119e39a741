import { type ComponentsClearanceFile, componentsClearanceFileSchema } from "./componentsClearance";
import { createAjv } from "./createAjv";

/** The checked reading of `schemas/documents/components-clearance.json` (server and tests only). */

const validateFile = createAjv().compile(componentsClearanceFileSchema);

/**
 * Reads the file, or throws naming the file and every problem: the shape, ids repeated among the
 * components or the offices, and application types that do not exist (`knownTypes`).
 */
export function readComponentsClearanceFile(
  file: string,
  value: unknown,
  knownTypes: readonly string[],
): ComponentsClearanceFile {
  if (!validateFile(value)) {
    const problems = (validateFile.errors ?? []).map(
      (error) => `${error.instancePath || "/"} ${error.message}`,
    );
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  const parsed = value as ComponentsClearanceFile;
  const problems: string[] = [];
  for (const list of ["components", "offices"] as const) {
    const ids = parsed[list].map((item) => item.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) problems.push(`${list}: the id ${repeated.join(", ")} is used more than once`);
  }
  for (const component of parsed.components) {
    const unknown = (component.applicationTypes ?? []).filter((id) => !knownTypes.includes(id));
    if (unknown.length > 0)
      problems.push(`components/${component.id}: no application type ${unknown.join(", ")}`);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
  return parsed;
}
