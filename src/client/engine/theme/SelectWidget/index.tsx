import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { enumLabels } from "../shared/enumLabels";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { NativeSelect } from "./NativeSelect";
import { SearchableSelect } from "./SearchableSelect";

/** Above this many options a plain dropdown is slow to scan (774 LGAs, 37 states): search instead. */
export const SEARCHABLE_THRESHOLD = 15;

/**
 * Enums: a native Blueprint HTMLSelect for short lists, a type-to-filter Suggest for long ones.
 * `ui:options.searchable: true | false` overrides the automatic choice.
 */
export default function SelectWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, value, readonly, multiple, options } = props;
  if (readonly) {
    return <ReadonlyValue id={id}>{enumLabels(value, options.enumOptions).join(", ")}</ReadonlyValue>;
  }
  const count = options.enumOptions?.length ?? 0;
  const searchable =
    typeof options.searchable === "boolean" ? options.searchable : count > SEARCHABLE_THRESHOLD;
  return searchable && !multiple ? <SearchableSelect {...props} /> : <NativeSelect {...props} />;
}
