import {
  type EnumOptionsType,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  type FormContextType,
  getOptionValueFormat,
  optionId,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import type { FocusEvent } from "react";

/** The props every option control (Radio, Checkbox) of an enum widget takes alike. */
export interface EnumOptionControl {
  id: string;
  name: string;
  value: string;
  label: string;
  disabled: boolean;
  inline: boolean;
  autoFocus: boolean;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface EnumChoice<S extends StrictRJSFSchema = RJSFSchema> {
  option: EnumOptionsType<S>;
  index: number;
  /** React key and the encoded value. */
  key: string;
  control: EnumOptionControl;
}

/**
 * One entry per enum option of a choice widget (radios, checkboxes): the option, and the control
 * props they share — id, name, encoded value, label, disabled (the whole field or this option),
 * inline layout, autofocus on the first, and blur/focus reported with the decoded value.
 */
export function useEnumOptions<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>): EnumChoice<S>[] {
  const { id, htmlName, disabled, autofocus, options, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled, emptyValue, inline } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  return (enumOptions ?? []).map((option, index) => {
    const key = enumOptionValueEncoder(option.value, index, format);
    return {
      option,
      index,
      key,
      control: {
        id: optionId(id, index),
        name: htmlName || id,
        value: key,
        label: option.label,
        disabled: Boolean(disabled) || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value)),
        inline: Boolean(inline),
        autoFocus: Boolean(autofocus) && index === 0,
        onBlur: (event) => onBlur(id, decode(event.target.value)),
        onFocus: (event) => onFocus(id, decode(event.target.value)),
      },
    };
  });
}
