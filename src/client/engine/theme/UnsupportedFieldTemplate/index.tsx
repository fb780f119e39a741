import { Callout, Code } from "@blueprintjs/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema, UnsupportedFieldProps } from "@rjsf/utils";

/**
 * Shown when a schema has a shape the engine cannot draw. It is a bug in a schema file, so the
 * message names the field and the reason for whoever edits the schema.
 */
export default function UnsupportedFieldTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ schema, fieldPathId, reason }: UnsupportedFieldProps<T, S, F>) {
  return (
    <Callout intent="warning" compact className="matric-unsupported" title="This field cannot be displayed">
      <p>
        Field <Code>{fieldPathId.$id}</Code>: {reason}
      </p>
      {schema && <pre className="matric-unsupported-schema">{JSON.stringify(schema, null, 2)}</pre>}
    </Callout>
  );
}
