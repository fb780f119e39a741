import type {
  EnumOptionsType,
  FormContextType,
  RJSFSchema,
  StrictRJSFSchema,
  WidgetProps,
} from "@rjsf/utils";
import RadioWidget from "../RadioWidget";
import SelectWidget from "../SelectWidget";

/** One entry of a lookup list (`GET /api/Lookups/:name`). */
export interface LookupOption {
  id: number | string;
  name: string;
}

/** The list drawn as a drop-down, or as radio buttons (`ui:options.lookupDisplay: "radio"`, for gender). */
export function LookupChoices<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F> & { list: readonly LookupOption[] }) {
  const { list, ...widget } = props;
  const enumOptions: EnumOptionsType<S>[] = list.map((option) => ({ value: option.id, label: option.name }));
  const options = { ...widget.options, enumOptions };
  return widget.options.lookupDisplay === "radio" ? (
    <RadioWidget {...widget} options={options} />
  ) : (
    <SelectWidget {...widget} options={options} />
  );
}
