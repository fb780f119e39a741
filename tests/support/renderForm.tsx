import { type FormProps, withTheme } from "@rjsf/core";
import type { FormContextType, RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { render } from "@testing-library/react";
import { Theme } from "../../src/client/engine/theme/index";

export const ThemedForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme);

export interface Rendered {
  container: HTMLElement;
  /** The form data after the latest change (or the initial data). */
  data: () => unknown;
  submits: unknown[];
}

/** Renders a themed form with the ajv8 validator and records changes and submits. */
export function renderForm(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  formData?: unknown,
  extra: Partial<FormProps<unknown, RJSFSchema, FormContextType>> = {},
): Rendered {
  let latest: unknown = formData;
  const submits: unknown[] = [];
  const { container } = render(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      onChange={(event) => {
        latest = event.formData;
      }}
      onSubmit={(event) => {
        submits.push(event.formData);
      }}
      onError={() => {}}
      {...extra}
    />,
  );
  return { container, data: () => latest, submits };
}
