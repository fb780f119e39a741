import { Button, Callout } from "@blueprintjs/core";
import type { ErrorListProps, FormContextType, RJSFSchema, StrictRJSFSchema } from "@rjsf/utils";
import { useRef } from "react";
import { fieldIdForError, focusField } from "./fieldIdForError";

/**
 * The error summary above the form after a failed submit: a danger Callout listing every error;
 * each entry is a button that moves focus to its field. `role="alert"` makes screen readers
 * announce the summary when it appears.
 */
export default function ErrorListTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ errors, registry }: ErrorListProps<T, S, F>) {
  const ref = useRef<HTMLDivElement>(null);
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const count = errors.length;
  const title = count === 1 ? "There is a problem with 1 field" : `There are problems with ${count} fields`;

  const focus = (property: string | undefined) => {
    // Look only inside this form: two forms on a page may use the same ids.
    const scope: ParentNode = ref.current?.closest("form") ?? document;
    focusField(scope, fieldIdForError(property, idPrefix, idSeparator));
  };

  return (
    <div ref={ref} role="alert" className="matric-error-list">
      <Callout intent="danger" title={title}>
        <ul>
          {errors.map((error, index) => {
            const text = error.stack;
            const key = `${error.property ?? ""}-${index}`;
            return (
              <li key={key}>
                {error.property ? (
                  <Button
                    variant="minimal"
                    size="small"
                    intent="danger"
                    onClick={() => focus(error.property)}
                  >
                    {text}
                  </Button>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      </Callout>
    </div>
  );
}
