import { Classes } from "@blueprintjs/core";
import {
  type FieldHelpProps,
  type FormContextType,
  helpId,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";

/** `ui:help` text under the field; inputs reference it with `aria-describedby`. */
export default function FieldHelpTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ help, fieldPathId }: FieldHelpProps<T, S, F>) {
  if (!help) return null;
  return (
    <div id={helpId(fieldPathId)} className={`${Classes.FORM_HELPER_TEXT} matric-help`}>
      {help}
    </div>
  );
}
