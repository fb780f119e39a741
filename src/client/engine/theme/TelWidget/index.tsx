import { inputWidget } from "../shared/inputWidget";

/**
 * Phone numbers (`ui:widget: "tel"`): type="tel" brings the phone keypad on mobiles and phone
 * autofill. The +234 / 0 rule itself is a schema keyword, not the widget's business.
 */
const TelWidget = inputWidget("tel", { autocomplete: "tel" });
export default TelWidget;
