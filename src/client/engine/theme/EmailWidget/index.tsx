import { inputWidget } from "../shared/inputWidget";

/** Email address input (`format: email`); the type brings the right mobile keyboard and autofill. */
const EmailWidget = inputWidget("email");
export default EmailWidget;
