import type { EnumOptionsType, StrictRJSFSchema } from "@rjsf/utils";
import { deepEquals } from "@rjsf/utils";

/** The labels of the enum options a value (or list of values) selects, for read-only display. */
export function enumLabels<S extends StrictRJSFSchema>(
  value: unknown,
  enumOptions: EnumOptionsType<S>[] | undefined,
): string[] {
  const values: unknown[] = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  return values.map((v) => enumOptions?.find((option) => deepEquals(option.value, v))?.label ?? String(v));
}
