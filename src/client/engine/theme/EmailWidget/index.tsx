import {
  type FormContextType,
  getTemplate,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";

/** Email address input (`format: email`); the type brings the right mobile keyboard and autofill. */
export default function EmailWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const BaseInputTemplate = getTemplate<"BaseInputTemplate", T, S, F>(
    "BaseInputTemplate",
    props.registry,
    props.options,
  );
  return <BaseInputTemplate {...props} type="email" />;
}
