import { Radio } from "@blueprintjs/core";
import {
  enumOptionsIsSelected,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { widgetAria } from "../shared/a11y";
import { enumLabels } from "../shared/enumLabels";
import { labelId } from "../shared/ids";
import { ReadonlyValue } from "../shared/ReadonlyValue";
import { useEnumOptions } from "../shared/useEnumOptions";

/**
 * Short single choices (gender, yes/no): Blueprint Radios in a radiogroup named by the field
 * label. `ui:options.inline: true` lays them out in a row.
 */
export default function RadioWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, value, readonly, options, label, onChange } = props;
  const choices = useEnumOptions(props);
  if (readonly) {
    return <ReadonlyValue id={id}>{enumLabels(value, options.enumOptions).join(", ")}</ReadonlyValue>;
  }
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={label ? labelId(id) : undefined}
      className={options.inline ? "matric-inline-options" : undefined}
      {...widgetAria(props)}
    >
      {choices.map(({ option, key, control }) => (
        <Radio
          key={key}
          {...control}
          checked={enumOptionsIsSelected<S>(option.value, value)}
          onChange={() => onChange(option.value)}
        />
      ))}
    </div>
  );
}
