import { CrossIcon } from "@blueprintjs/icons";
import {
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  TranslatableString,
} from "@rjsf/utils";
import { IconButton } from "./IconButton";

export default function ClearButton<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: IconButtonProps<T, S, F>) {
  return (
    <IconButton
      {...props}
      iconElement={<CrossIcon />}
      fallbackLabel={props.registry.translateString(TranslatableString.ClearButton)}
    />
  );
}
