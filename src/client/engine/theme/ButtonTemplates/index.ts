import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from "@rjsf/utils";
import AddButton from "./AddButton";
import { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from "./IconButtons";
import SubmitButton from "./SubmitButton";

export function generateButtonTemplates<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): TemplatesType<T, S, F>["ButtonTemplates"] {
  return { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton };
}
