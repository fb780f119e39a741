import { Classes } from "@blueprintjs/core";
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

/**
 * HTMLSelect's caret, as the same markup Blueprint's DoubleCaretVerticalIcon renders (title
 * included), but as one constant element instead of an icon component per select.
 */
const CARET = (
  <span className={`${Classes.ICON} ${Classes.ICON}-double-caret-vertical`}>
    <svg data-icon="double-caret-vertical" height="16" role="img" viewBox="0 0 16 16" width="16">
      <title>Open dropdown</title>
      <path
        d="M5 7h6a1.003 1.003 0 0 0 .71-1.71l-3-3C8.53 2.11 8.28 2 8 2s-.53.11-.71.29l-3 3A1.003 1.003 0 0 0 5 7m6 2H5a1.003 1.003 0 0 0-.71 1.71l3 3c.18.18.43.29.71.29s.53-.11.71-.29l3-3A1.003 1.003 0 0 0 11 9"
        fillRule="evenodd"
      />
    </svg>
  </span>
);

type SelectEvent = ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>;

/**
 * A native <select>: the best keyboard and screen-reader support there is. Single choice looks like
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

  // Blueprint HTMLSelect's markup (wrapper classes, the select, its caret) without the component.
  return (
    <div
      className={
        disabled
          ? `${Classes.HTML_SELECT} ${Classes.DISABLED} ${Classes.FILL}`
          : `${Classes.HTML_SELECT} ${Classes.FILL}`
      }
    >
      <select {...common} value={typeof selectValue === "string" ? selectValue : String(selectValue ?? "")}>
        {schema.default === undefined && <option value="">{placeholder || "Select…"}</option>}
        {optionElements}
      </select>
      {CARET}
    </div>
  );
}
