import { Classes, HTMLSelect } from "@blueprintjs/core";
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  type FormContextType,
  getOptionValueFormat,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import type { ChangeEvent, FocusEvent } from "react";
import { widgetAria } from "../shared/a11y";

type SelectEvent = ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>;

/**
 * A native <select>: the best keyboard and screen-reader support there is. Single choice uses
 * Blueprint's HTMLSelect; Blueprint has no multi-select of that kind, so `multiple` gets a plain
 * <select multiple> with Blueprint's input styling.
 */
export function NativeSelect<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, htmlName, value, disabled, autofocus, placeholder, multiple = false, options, schema } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const read = ({ target }: SelectEvent) =>
    enumOptionValueDecoder(
      multiple ? Array.from(target.selectedOptions, (option) => option.value) : target.value,
      enumOptions,
      format,
      emptyValue,
    );
  const selectValue: unknown = enumOptionSelectedValue(
    value,
    enumOptions,
    multiple,
    format,
    multiple ? [] : "",
  );
  const common = {
    id,
    name: htmlName || id,
    disabled,
    autoFocus: autofocus,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => props.onChange(read(event)),
    onBlur: (event: FocusEvent<HTMLSelectElement>) => props.onBlur(id, read(event)),
    onFocus: (event: FocusEvent<HTMLSelectElement>) => props.onFocus(id, read(event)),
    ...widgetAria(props),
  };
  const optionElements = enumOptions?.map((option, index) => (
    <option
      key={enumOptionValueEncoder(option.value, index, format)}
      value={enumOptionValueEncoder(option.value, index, format)}
      disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
    >
      {option.label}
    </option>
  ));

  if (multiple) {
    const values = Array.isArray(selectValue) ? selectValue.map(String) : [];
    return (
      <select
        {...common}
        multiple
        value={values}
        className={`${Classes.INPUT} ${Classes.FILL} matric-multiselect`}
      >
        {optionElements}
      </select>
    );
  }

  return (
    <HTMLSelect
      {...common}
      fill
      value={typeof selectValue === "string" ? selectValue : String(selectValue ?? "")}
    >
      {schema.default === undefined && <option value="">{placeholder || "Select…"}</option>}
      {optionElements}
    </HTMLSelect>
  );
}
