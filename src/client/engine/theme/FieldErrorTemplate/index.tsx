import { Classes } from "@blueprintjs/core";
import {
  errorId,
  type FieldErrorProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";

/**
 * The errors of one field, right under it, in Blueprint's danger colour. The input lists this
 * element's id in `aria-describedby`, so the message is read with the field.
 */
export default function FieldErrorTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ errors = [], fieldPathId }: FieldErrorProps<T, S, F>) {
  const shown = errors.filter((error) => Boolean(error));
  if (shown.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
      <ul className="matric-field-errors">
        {shown.map((error, index) => (
          // Messages can repeat (two rules, same text); position is the stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
