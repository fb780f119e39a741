import type { Intent } from "@blueprintjs/core";
import { ArrowDownIcon, ArrowUpIcon, CrossIcon, DuplicateIcon, TrashIcon } from "@blueprintjs/icons";
import {
  type FormContextType,
  type IconButtonProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  TranslatableString,
} from "@rjsf/utils";
import type { ReactElement } from "react";
import { IconButton } from "./IconButton";

/**
 * rjsf's icon-only button templates differ only in icon, spoken name and intent, so each is one
 * line here rather than a file of the same code.
 */
function iconButtonTemplate(iconElement: ReactElement, label: TranslatableString, intent?: Intent) {
  return function ThemeIconButton<
    T = unknown,
    S extends StrictRJSFSchema = RJSFSchema,
    F extends FormContextType = FormContextType,
  >(props: IconButtonProps<T, S, F>) {
    return (
      <IconButton
        {...props}
        intent={intent}
        iconElement={iconElement}
        fallbackLabel={props.registry.translateString(label)}
      />
    );
  };
}

export const ClearButton = iconButtonTemplate(<CrossIcon />, TranslatableString.ClearButton);
export const CopyButton = iconButtonTemplate(<DuplicateIcon />, TranslatableString.CopyButton);
export const MoveDownButton = iconButtonTemplate(<ArrowDownIcon />, TranslatableString.MoveDownButton);
export const MoveUpButton = iconButtonTemplate(<ArrowUpIcon />, TranslatableString.MoveUpButton);
export const RemoveButton = iconButtonTemplate(<TrashIcon />, TranslatableString.RemoveButton, "danger");
