import { Checkbox, Switch } from "@blueprintjs/core";
import {
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  schemaRequiresTrueValue,
  type WidgetProps,
} from "@rjsf/utils";
import { widgetAria } from "../shared/a11y";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { RequiredMark } from "../shared/RequiredMark";

/**
 * Shared by CheckboxWidget and SwitchWidget: one boolean with its label beside the box (the
 * wrapping <label> names the input). FieldTemplate leaves the label to this control.
 */
export function BooleanControl<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F> & { kind: "checkbox" | "switch" }) {
  const {
    kind,
    id,
    htmlName,
    value,
    disabled,
    readonly,
    autofocus,
    label,
    schema,
    onChange,
    onBlur,
    onFocus,
  } = props;
  // A "must accept" checkbox (const: true / enum [true]) is required even if the parent says not.
  const required = Boolean(props.required) || schemaRequiresTrueValue<S>(schema);
  if (readonly) {
    return (
      <div className="matric-readonly-field">
        {label && <span className="matric-readonly-label">{label}</span>}
        <ReadonlyValue id={id}>{value === true ? "Yes" : value === false ? "No" : ""}</ReadonlyValue>
      </div>
    );
  }
  const Control = kind === "switch" ? Switch : Checkbox;
  return (
    <Control
      id={id}
      name={htmlName || id}
      checked={value === true}
      disabled={disabled}
      autoFocus={autofocus}
      labelElement={
        <>
          {label}
          <RequiredMark required={required} />
        </>
      }
      onChange={(event) => onChange(event.target.checked)}
      onBlur={(event) => onBlur(id, event.target.checked)}
      onFocus={(event) => onFocus(id, event.target.checked)}
      {...widgetAria({ ...props, required })}
    />
  );
}
