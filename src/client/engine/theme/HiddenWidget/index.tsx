import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";

/** Values the user neither sees nor edits (ids carried through a step). */
export default function HiddenWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ id, htmlName, value }: WidgetProps<T, S, F>) {
  return (
    <input
      type="hidden"
      id={id}
      name={htmlName || id}
      value={value === undefined || value === null ? "" : String(value)}
    />
  );
}
