import { Checkbox } from "@blueprintjs/core";
import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  type FormContextType,
  getOptionValueFormat,
  optionId,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { widgetAria } from "../shared/a11y";
import { enumLabels } from "../shared/enumLabels";
import { labelId } from "../shared/ids";
import { ReadonlyValue } from "../shared/ReadonlyValue";

/** Several choices from a short list (array of enum with `ui:widget: "checkboxes"`). */
export default function CheckboxesWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, value, disabled, readonly, autofocus, options, label, onChange, onBlur, onFocus } =
    props;
  const { enumOptions, enumDisabled, emptyValue, inline } = options;
  if (readonly) {
    return <ReadonlyValue id={id}>{enumLabels(value, enumOptions).join(", ")}</ReadonlyValue>;
  }
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
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
      {enumOptions?.map((option, index) => (
        <Checkbox
          key={enumOptionValueEncoder(option.value, index, format)}
          id={optionId(id, index)}
          name={htmlName || id}
          value={enumOptionValueEncoder(option.value, index, format)}
          label={option.label}
          checked={enumOptionsIsSelected<S>(option.value, current)}
          disabled={disabled || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
          inline={Boolean(inline)}
          autoFocus={autofocus && index === 0}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? enumOptionsSelectValue<S>(index, current, enumOptions)
                : enumOptionsDeselectValue<S>(index, current, enumOptions),
            )
          }
          onBlur={(event) => onBlur(id, decode(event.target.value))}
          onFocus={(event) => onFocus(id, decode(event.target.value))}
        />
      ))}
    </fieldset>
  );
}
