import {
  type BaseInputTemplateProps,
  examplesId,
  type FormContextType,
  getInputProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";
import { type ChangeEvent, type FocusEvent, useCallback } from "react";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { PlainInput } from "../shared/PlainInput";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { SchemaExamples } from "./SchemaExamples";

/** What a read-only input shows: passwords never, everything else as typed. */
function displayValue(value: unknown, type: string | undefined): string {
  if (value === undefined || value === null || value === "") return "";
  if (type === "password") return "••••••••";
  return String(value);
}

/**
 * The single-line input behind text, email, tel, password, url and plain number fields: a
 * Blueprint InputGroup (its markup, see PlainInput) wired to rjsf. Empty input becomes `ui:options.emptyValue` (undefined by
 * default) so "required" works. Read-only renders the value as text.
 */
export default function BaseInputTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: BaseInputTemplateProps<T, S, F>) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    hideError,
    type,
  } = props;
  const inputProps = getInputProps<T, S, F>(schema, type, options);

  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) =>
      onChange(target.value === "" ? options.emptyValue : target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value),
    [onBlur, id],
  );
  const handleFocus = useCallback(
    ({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value),
    [onFocus, id],
  );

  if (readonly) {
    return <ReadonlyValue id={id}>{displayValue(value, inputProps.type)}</ReadonlyValue>;
  }

  const isNumber = inputProps.type === "number" || inputProps.type === "integer";
  const inputValue = isNumber
    ? value || value === 0
      ? String(value)
      : ""
    : value == null
      ? ""
      : String(value);
  const hasExamples = Array.isArray(schema.examples) && schema.examples.length > 0;

  return (
    <>
      <PlainInput
        {...inputProps}
        id={id}
        name={htmlName || id}
        value={inputValue}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autofocus}
        danger={hasShownErrors(rawErrors, hideError)}
        list={hasExamples ? examplesId(id) : undefined}
        onChange={onChangeOverride ?? handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        {...widgetAria(props)}
      />
      {hasExamples && <SchemaExamples id={id} examples={schema.examples} />}
    </>
  );
}
