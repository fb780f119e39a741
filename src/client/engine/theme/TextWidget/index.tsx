import { inputWidget } from "../shared/inputWidget";

/** Plain one-line text; the input type may still come from the schema (format) or ui:options.inputType. */
const TextWidget = inputWidget();
export default TextWidget;
