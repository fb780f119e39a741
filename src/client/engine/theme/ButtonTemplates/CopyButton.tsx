import { DuplicateIcon } from "@blueprintjs/icons";
import {
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  TranslatableString,
} from "@rjsf/utils";
import { IconButton } from "./IconButton";

export default function CopyButton<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: IconButtonProps<T, S, F>) {
  return (
    <IconButton
      {...props}
      iconElement={<DuplicateIcon />}
      fallbackLabel={props.registry.translateString(TranslatableString.CopyButton)}
    />
  );
}
