import type { FormContextType, RJSFSchema, StrictRJSFSchema, TemplatesType } from "@rjsf/utils";
import ArrayFieldItemButtonsTemplate from "../ArrayFieldItemButtonsTemplate";
import ArrayFieldItemTemplate from "../ArrayFieldItemTemplate";
import ArrayFieldTemplate from "../ArrayFieldTemplate";
import BaseInputTemplate from "../BaseInputTemplate";
import { generateButtonTemplates } from "../ButtonTemplates";
import DescriptionField from "../DescriptionField";
import ErrorListTemplate from "../ErrorListTemplate";
import FieldErrorTemplate from "../FieldErrorTemplate";
import FieldHelpTemplate from "../FieldHelpTemplate";
import FieldTemplate from "../FieldTemplate";
import ObjectFieldTemplate from "../ObjectFieldTemplate";
import TitleField from "../TitleField";
import UnsupportedFieldTemplate from "../UnsupportedFieldTemplate";
import WrapIfAdditionalTemplate from "../WrapIfAdditionalTemplate";

/** The theme's templates; anything not listed falls back to @rjsf/core's own. */
export function generateTemplates<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): Partial<TemplatesType<T, S, F>> {
  return {
    ArrayFieldItemButtonsTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: generateButtonTemplates<T, S, F>(),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate,
    WrapIfAdditionalTemplate,
  };
}

export default generateTemplates();
