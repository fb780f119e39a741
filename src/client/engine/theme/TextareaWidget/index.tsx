import { Classes } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { ReadonlyValue } from "../shared/ReadonlyValue";

/**
 * Multi-line text (addresses, statements) with Blueprint's TextArea look; `ui:options.rows` sets
 * the height. A plain `<textarea>` with TextArea's classes rather than the component: TextArea
 * reads `scrollHeight` when it mounts (even without autoResize), which forces a layout of the
 * whole page in the middle of the form's first render.
 */
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
    <textarea
      id={id}
      className={
        hasShownErrors(props.rawErrors, props.hideError)
          ? `${Classes.INPUT} ${Classes.TEXT_AREA} ${Classes.FILL} ${Classes.INTENT_DANGER}`
          : `${Classes.INPUT} ${Classes.TEXT_AREA} ${Classes.FILL}`
      }
      name={htmlName || id}
      value={value === undefined || value === null ? "" : String(value)}
      rows={rows}
      placeholder={placeholder}
      disabled={disabled}
      // biome-ignore lint/a11y/noAutofocus: only when the form author asks for it (ui:autofocus), as before
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === "" ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...widgetAria(props)}
    />
  );
}
