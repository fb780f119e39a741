import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { DependentLookupWidget, dependsOnOf } from "./DependentLookupWidget";
import { LookupChoices, type LookupOption } from "./LookupChoices";

export type { LookupOption };

/**
 * A drop-down (or radio group) whose options come from a lookup list in `ui:options.lookupOptions`
 * (see engine/lookups/withLookupWidgets). The options live in the UI schema, never in the JSON
 * Schema, so the form keeps validating with its precompiled validator whatever the list holds.
 * A lookup that depends on a sibling (`ui:options.dependsOn`) asks the API for its narrowed list.
 */
export default function LookupWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  if (dependsOnOf(props.options)) return <DependentLookupWidget {...props} />;
  const list = (props.options.lookupOptions ?? []) as readonly LookupOption[];
  return <LookupChoices {...props} list={list} />;
}
