import { Checkbox } from "@blueprintjs/core";
import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { widgetAria } from "../shared/a11y";
import { enumLabels } from "../shared/enumLabels";
import { labelId } from "../shared/ids";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { useEnumOptions } from "../shared/useEnumOptions";

/** Several choices from a short list (array of enum with `ui:widget: "checkboxes"`). */
export default function CheckboxesWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, value, readonly, options, label, onChange } = props;
  const choices = useEnumOptions(props);
  if (readonly) {
    return <ReadonlyValue id={id}>{enumLabels(value, options.enumOptions).join(", ")}</ReadonlyValue>;
  }
  const { enumOptions, inline } = options;
  const current: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return (
    // A <fieldset> (an implicit group) named by the field's label, which sits outside it.
    <fieldset
      id={id}
      aria-labelledby={label ? labelId(id) : undefined}
      className={`matric-plain-fieldset${inline ? " matric-inline-options" : ""}`}
      // aria-required is not allowed on role="group"; the group's label shows the marker instead.
      {...widgetAria({ ...props, required: false })}
    >
      {choices.map(({ option, index, key, control }) => (
        <Checkbox
          key={key}
          {...control}
          checked={enumOptionsIsSelected<S>(option.value, current)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? enumOptionsSelectValue<S>(index, current, enumOptions)
                : enumOptionsDeselectValue<S>(index, current, enumOptions),
            )
          }
        />
      ))}
    </fieldset>
  );
}
