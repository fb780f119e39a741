import { Button } from "@blueprintjs/core";
import { PlusIcon } from "@blueprintjs/icons";
import {
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  TranslatableString,
} from "@rjsf/utils";
import { buttonClick } from "./buttonClick";

/** Adds an array row or an additional property; shows its text so the action is obvious. */
export default function AddButton<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: IconButtonProps<T, S, F>) {
  const { id, className, disabled, onClick, children, registry } = props;
  return (
    <Button
      id={id}
      className={className}
      type="button"
      variant="outlined"
      intent="primary"
      icon={<PlusIcon />}
      disabled={disabled}
      onClick={buttonClick(onClick)}
    >
      {children ?? registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}
