import {
  type FormContextType,
  getTemplate,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";

/**
 * Phone numbers (`ui:widget: "tel"`): type="tel" brings the phone keypad on mobiles and phone
 * autofill. The +234 / 0 rule itself is a schema keyword, not the widget's business.
 */
export default function TelWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const BaseInputTemplate = getTemplate<"BaseInputTemplate", T, S, F>(
    "BaseInputTemplate",
    props.registry,
    props.options,
  );
  return <BaseInputTemplate {...props} type="tel" options={{ autocomplete: "tel", ...props.options }} />;
}
