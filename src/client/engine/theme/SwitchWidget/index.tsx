import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { BooleanControl } from "../CheckboxWidget/BooleanControl";

/** A boolean setting that takes effect as such (`ui:widget: "switch"`): a Blueprint Switch. */
export default function SwitchWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  return <BooleanControl {...props} kind="switch" />;
}
