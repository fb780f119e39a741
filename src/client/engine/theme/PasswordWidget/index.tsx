import { inputWidget } from "../shared/inputWidget";

/** Password input; read-only mode masks the value. */
const PasswordWidget = inputWidget("password");
export default PasswordWidget;
