import type { ErrorObject, ValidateFunction } from "ajv";

export const NOT_FINITE_MESSAGE = "must be a finite number";

/** The JSON pointers of numbers in a (flat or nested) value that are not finite. */
function nonFinitePointers(value: unknown, pointer = ""): string[] {
  if (typeof value === "number") return Number.isFinite(value) ? [] : [pointer];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => nonFinitePointers(child, `${pointer}/${key}`));
}

/**
 * ajv coerces query text of 400 nines to Infinity and then, under `strictNumbers`, skips its
 * bounds for a number that is not finite: `?sessionId=999…9` would pass as an integer. This wraps a
 * query or path validator so such a value is refused on its field like any other bad number.
 * (Query strings and path parameters are flat and short, so the walk costs nothing.)
 */
export function refusingInfinity(validate: ValidateFunction): (data: unknown) => boolean {
  const check = (data: unknown): boolean => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const pointers = nonFinitePointers(data);
    if (pointers.length === 0) return true;
    check.errors = pointers.map(
      (instancePath): ErrorObject => ({
        instancePath,
        schemaPath: "#/type",
        keyword: "type",
        params: { type: "number" },
        message: NOT_FINITE_MESSAGE,
      }),
    );
    return false;
  };
  check.errors = null as ValidateFunction["errors"];
  return check;
}
