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

/**
 * A drop-down (or radio group) whose options come from a lookup list in `ui:options.lookupOptions`
 * (see engine/lookups/withLookupWidgets). The options live in the UI schema, never in the JSON
 * Schema, so the form keeps validating with its precompiled validator whatever the list holds.
 */
export default function LookupWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const list = (props.options.lookupOptions ?? []) as readonly LookupOption[];
  const enumOptions: EnumOptionsType<S>[] = list.map((option) => ({ value: option.id, label: option.name }));
  const options = { ...props.options, enumOptions };
  // `ui:options.lookupDisplay: "radio"` for short lists such as gender; a drop-down otherwise.
  return props.options.lookupDisplay === "radio" ? (
    <RadioWidget {...props} options={options} />
  ) : (
    <SelectWidget {...props} options={options} />
  );
}
