import { Classes } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, TitleFieldProps } from "@rjsf/utils";
import { RequiredMark } from "../shared/RequiredMark";

/**
 * Used by rjsf for titles it draws itself (e.g. oneOf/anyOf sections). Our object and array
 * templates draw their own headings, at a level that follows nesting.
 */
export default function TitleField<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ id, title, required, optionalDataControl }: TitleFieldProps<T, S, F>) {
  return (
    <div className="matric-title">
      <h3 id={id} className={Classes.HEADING}>
        {title}
        <RequiredMark required={required} />
      </h3>
      {optionalDataControl}
    </div>
  );
}
