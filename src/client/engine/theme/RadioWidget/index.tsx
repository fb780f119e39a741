import { Radio } from "@blueprintjs/core";
import {
  enumOptionsIsSelected,
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

/**
 * Short single choices (gender, yes/no): Blueprint Radios in a radiogroup named by the field
 * label. `ui:options.inline: true` lays them out in a row.
 */
export default function RadioWidget<
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
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={label ? labelId(id) : undefined}
      className={inline ? "matric-inline-options" : undefined}
      {...widgetAria(props)}
    >
      {enumOptions?.map((option, index) => (
        <Radio
          key={enumOptionValueEncoder(option.value, index, format)}
          id={optionId(id, index)}
          name={htmlName || id}
          value={enumOptionValueEncoder(option.value, index, format)}
          label={option.label}
          checked={enumOptionsIsSelected<S>(option.value, value)}
          disabled={disabled || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
          inline={Boolean(inline)}
          autoFocus={autofocus && index === 0}
          onChange={() => onChange(option.value)}
          onBlur={(event) => onBlur(id, decode(event.target.value))}
          onFocus={(event) => onFocus(id, decode(event.target.value))}
        />
      ))}
    </div>
  );
}
