import { TextArea } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { ReadonlyValue } from "../shared/ReadonlyValue";

/** Multi-line text (addresses, statements): Blueprint TextArea; `ui:options.rows` sets the height. */
export default function TextareaWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  if (readonly) {
    return (
      <ReadonlyValue id={id}>{value === undefined || value === null ? "" : String(value)}</ReadonlyValue>
    );
  }
  const rows = typeof options.rows === "number" ? options.rows : 4;
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      value={value === undefined || value === null ? "" : String(value)}
      rows={rows}
      fill
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autofocus}
      intent={hasShownErrors(props.rawErrors, props.hideError) ? "danger" : "none"}
      onChange={(event) => onChange(event.target.value === "" ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...widgetAria(props)}
    />
  );
}
