import {
  type FormContextType,
  getTemplate,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";

/**
 * The text-like widgets (text, email, password, tel) are the theme's BaseInputTemplate with an
 * input type and a few default options; each widget folder names its own and says why.
 */
export function inputWidget(type?: string, defaultOptions: Record<string, unknown> = {}) {
  return function InputWidget<
    T = unknown,
    S extends StrictRJSFSchema = RJSFSchema,
    F extends FormContextType = FormContextType,
  >(props: WidgetProps<T, S, F>) {
    const BaseInputTemplate = getTemplate<"BaseInputTemplate", T, S, F>(
      "BaseInputTemplate",
      props.registry,
      props.options,
    );
    const typed = type === undefined ? props : { ...props, type };
    return <BaseInputTemplate {...typed} options={{ ...defaultOptions, ...props.options }} />;
  };
}
