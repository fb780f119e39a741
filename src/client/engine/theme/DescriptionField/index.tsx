import { Classes } from "@blueprintjs/core";
import type { DescriptionFieldProps, FormContextType, RJSFSchema, StrictRJSFSchema } from "@rjsf/utils";

/** A field's or section's description, muted, with the id inputs point `aria-describedby` at. */
export default function DescriptionField<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ id, description }: DescriptionFieldProps<T, S, F>) {
  if (!description) return null;
  return (
    <div id={id} className={`${Classes.TEXT_MUTED} matric-description`}>
      {description}
    </div>
  );
}
