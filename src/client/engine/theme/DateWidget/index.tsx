import {
  type FormContextType,
  getInputProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { PlainInput } from "../shared/PlainInput";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { formatDate, toDateInputValue } from "./dateValue";

/**
 * Dates (`format: date`): the browser's own date picker in a Blueprint InputGroup (its markup) — accessible,
 * localised, and no date library in the bundle. The value stays a "yyyy-mm-dd" string.
 */
export default function DateWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, value, readonly, disabled, autofocus, options, schema, onChange, onBlur, onFocus } =
    props;
  const inputValue = toDateInputValue(value);
  if (readonly) {
    return <ReadonlyValue id={id}>{formatDate(inputValue)}</ReadonlyValue>;
  }
  const { min, max } = getInputProps<T, S, F>(schema, "date", options);
  return (
    <PlainInput
      type="date"
      id={id}
      name={htmlName || id}
      value={inputValue}
      min={min}
      max={max}
      disabled={disabled}
      autoFocus={autofocus}
      danger={hasShownErrors(props.rawErrors, props.hideError)}
      onChange={(event) => onChange(event.target.value === "" ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...widgetAria(props)}
    />
  );
}
