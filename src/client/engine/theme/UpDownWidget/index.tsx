import { Button, ButtonGroup, Classes, ControlGroup, NumericInput } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronUpIcon } from "@blueprintjs/icons";
import {
  type FormContextType,
  type RJSFSchema,
  rangeSpec,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { stepValue } from "./stepValue";

/**
 * Numbers with step buttons (`ui:widget: "updown"`): Blueprint NumericInput. Typing hands rjsf
 * the string; rjsf's NumberField turns it into a number and keeps half-typed values like "3."
 * intact. The step buttons are our own: Blueprint's point `aria-controls` at an internal id that
 * no longer exists once the input carries the field's id, and are only named "increment".
 */
export default function UpDownWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const {
    id,
    htmlName,
    value,
    label,
    readonly,
    disabled,
    autofocus,
    placeholder,
    options,
    schema,
    onChange,
    onBlur,
    onFocus,
  } = props;
  if (readonly) {
    return (
      <ReadonlyValue id={id}>{value === undefined || value === null ? "" : String(value)}</ReadonlyValue>
    );
  }
  const { min, max, step } = rangeSpec<S>(schema);
  const stepSize = typeof step === "number" ? step : 1;
  const intent = hasShownErrors(props.rawErrors, props.hideError) ? "danger" : "none";
  const current = value === undefined || value === null ? "" : String(value);
  const atMax = max !== undefined && Number(current) >= max && current !== "";
  const atMin = min !== undefined && Number(current) <= min && current !== "";
  const name = label || "value";

  return (
    <ControlGroup className={Classes.NUMERIC_INPUT} fill>
      <NumericInput
        id={id}
        name={htmlName || id}
        value={current}
        min={min}
        max={max}
        stepSize={stepSize}
        minorStepSize={schema.type === "integer" ? null : undefined}
        majorStepSize={stepSize * 10}
        buttonPosition="none"
        fill
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autofocus}
        intent={intent}
        onValueChange={(_asNumber, asString) => onChange(asString === "" ? options.emptyValue : asString)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...widgetAria(props)}
      />
      <ButtonGroup vertical className={Classes.FIXED}>
        <Button
          aria-label={`Increase ${name}`}
          aria-controls={id}
          icon={<ChevronUpIcon />}
          intent={intent}
          disabled={disabled || atMax}
          onClick={() => onChange(stepValue(value, 1, stepSize, min, max))}
        />
        <Button
          aria-label={`Decrease ${name}`}
          aria-controls={id}
          icon={<ChevronDownIcon />}
          intent={intent}
          disabled={disabled || atMin}
          onClick={() => onChange(stepValue(value, -1, stepSize, min, max))}
        />
      </ButtonGroup>
    </ControlGroup>
  );
}
