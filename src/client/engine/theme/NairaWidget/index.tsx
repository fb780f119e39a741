import { InputGroup } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { formatNaira } from "../../../../schema/money";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { koboToNairaText, nairaTextToKobo } from "./nairaText";

function textOf(value: unknown): string {
  if (typeof value === "number" && Number.isSafeInteger(value)) return koboToNairaText(value);
  return value === undefined || value === null ? "" : String(value);
}

/**
 * An amount of money (`ui:widget: "naira"` on an integer property): the value is integer kobo,
 * as stored and sent; the person reads and types naira after a ₦ sign ("45,000.50"). While the
 * input has focus the text stays as typed; leaving it shows the amount with separators. Text that
 * is not an amount is handed on as text, so the schema refuses it ("must be a whole number", src/schema/validationMessages.ts).
 */
export default function NairaWidget<
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
  const [typed, setTyped] = useState<string>();
  if (readonly) {
    return (
      <ReadonlyValue id={id}>{typeof value === "number" ? formatNaira(value) : textOf(value)}</ReadonlyValue>
    );
  }
  return (
    <InputGroup
      id={id}
      name={htmlName || id}
      inputMode="decimal"
      autoComplete="off"
      leftElement={
        <span className="naira-sign" aria-hidden="true">
          ₦
        </span>
      }
      value={typed ?? textOf(value)}
      placeholder={placeholder || "0.00"}
      disabled={disabled}
      autoFocus={autofocus}
      fill
      intent={hasShownErrors(props.rawErrors, props.hideError) ? "danger" : "none"}
      onChange={({ target }) => {
        setTyped(target.value);
        if (target.value.trim() === "") onChange(options.emptyValue);
        // rjsf turns numeric text into a number ("1e3" → 1000 kobo): text that is no amount keeps
        // its ₦ so it stays text, and the schema refuses it.
        else onChange(nairaTextToKobo(target.value) ?? `₦${target.value.replace(/^\s*₦/, "")}`);
      }}
      onFocus={({ target }) => {
        setTyped(target.value);
        onFocus(id, value);
      }}
      onBlur={() => {
        setTyped(undefined);
        onBlur(id, value);
      }}
      {...widgetAria(props)}
    />
  );
}
