import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema } from "@rjsf/utils";
import CheckboxesWidget from "../CheckboxesWidget";
import CheckboxWidget from "../CheckboxWidget";
import DateWidget from "../DateWidget";
import EmailWidget from "../EmailWidget";
import FileWidget from "../FileWidget";
import HiddenWidget from "../HiddenWidget";
import LookupWidget from "../LookupWidget";
import NairaWidget from "../NairaWidget";
import PasswordWidget from "../PasswordWidget";
import RadioWidget from "../RadioWidget";
import SelectWidget from "../SelectWidget";
import SwitchWidget from "../SwitchWidget";
import TelWidget from "../TelWidget";
import TextareaWidget from "../TextareaWidget";
import TextWidget from "../TextWidget";
import UpDownWidget from "../UpDownWidget";

/**
 * The theme's widgets under rjsf's registry names (`ui:widget: "select"` finds `SelectWidget`
 * through rjsf's own name map). "tel", "switch" and "lookup" are not rjsf names, so they are
 * registered under those short names too, as is "naira" (kobo values typed as naira).
 */
export function generateWidgets<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(): RegistryWidgetsType<T, S, F> {
  return {
    CheckboxWidget,
    CheckboxesWidget,
    DateWidget,
    EmailWidget,
    FileWidget,
    HiddenWidget,
    PasswordWidget,
    RadioWidget,
    SelectWidget,
    SwitchWidget,
    TelWidget,
    TextWidget,
    TextareaWidget,
    UpDownWidget,
    lookup: LookupWidget,
    naira: NairaWidget,
    switch: SwitchWidget,
    tel: TelWidget,
  };
}

export default generateWidgets();
