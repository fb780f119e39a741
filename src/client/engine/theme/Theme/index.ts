import type { ThemeProps } from "@rjsf/core";
import type { FormContextType, RJSFSchema, StrictRJSFSchema } from "@rjsf/utils";
import { generateTemplates } from "../Templates";
import { generateWidgets } from "../Widgets";
import "../../../ui/visuallyHidden.css";
import "../theme.css";

/** Theme props for `withTheme()`: Blueprint widgets and templates; fields stay rjsf's own. */
export function generateTheme<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): ThemeProps<T, S, F> {
  return {
    templates: generateTemplates<T, S, F>(),
    widgets: generateWidgets<T, S, F>(),
  };
}

export const Theme = generateTheme();

export default Theme;
