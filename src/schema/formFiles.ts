/**
 * `schemas/forms/<name>.json`: a stand-alone form that belongs to no application type and no
 * admin list (the public invoice flow's lookup and form, the payment check). The build
 * precompiles each `schema` (`formValidators.ts`), the page renders it with its `ui` schema.
 */
export interface FormFile {
  /** The file's name without `.json`. */
  readonly name: string;
  readonly description: string;
  /** The JSON Schema the form is validated with, exactly as written (its validator is precompiled). */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The rjsf UI schema; `ui:messages` on a field replaces the message of an error keyword there. */
  readonly ui: Readonly<Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a form file, or throws naming the file and what is wrong. */
export function readFormFile(file: string, value: unknown): FormFile {
  const problems: string[] = [];
  if (!isObject(value)) throw new Error(`${file}: expected a JSON object`);
  const expected = file.replace(/^.*\//, "").replace(/\.json$/, "");
  if (value.name !== expected) problems.push(`"name" must be "${expected}", the file's name`);
  if (typeof value.description !== "string" || value.description.trim() === "")
    problems.push('"description" must say what the form is for');
  if (!isObject(value.schema) || value.schema.type !== "object")
    problems.push('"schema" must be an object schema');
  if (!isObject(value.ui)) problems.push('"ui" must be a UI schema object');
  for (const key of Object.keys(value)) {
    if (!["name", "description", "schema", "ui"].includes(key))
      problems.push(`"${key}" is not a form file field`);
  }
  if (problems.length > 0) throw new Error(`${file}: ${problems.join("; ")}`);
  // Checked field by field above.
  return value as unknown as FormFile;
}
