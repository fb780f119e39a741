import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { BooleanControl } from "./BooleanControl";

/** A single yes/no (declarations, "enrolled before"): a Blueprint Checkbox. */
export default function CheckboxWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  return <BooleanControl {...props} kind="checkbox" />;
}
