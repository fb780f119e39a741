import { Classes } from "@blueprintjs/core";
import type { InputHTMLAttributes } from "react";

export interface PlainInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Danger outline when the field shows errors. */
  danger?: boolean;
  /** Full width (Blueprint's `fill`). */
  fill?: boolean;
  /** Extra class on the wrapper (e.g. the popover-target class a Suggest's input carries). */
  groupClassName?: string;
}

/**
 * The markup of a Blueprint InputGroup without left/right elements (`div.bp6-input-group >
 * input.bp6-input`, same classes, same `aria-disabled`), as a plain function. InputGroup is a class
 * component that filters its props and measures its side elements after mounting; a long form
 * mounts dozens of them, and none of ours has side elements.
 */
export function PlainInput({
  danger,
  fill,
  groupClassName,
  disabled,
  type = "text",
  ...inputProps
}: PlainInputProps) {
  let group: string = Classes.INPUT_GROUP;
  if (danger) group += ` ${Classes.INTENT_DANGER}`;
  if (disabled) group += ` ${Classes.DISABLED}`;
  if (fill) group += ` ${Classes.FILL}`;
  if (groupClassName) group += ` ${groupClassName}`;
  return (
    <div className={group}>
      <input
        type={type}
        {...inputProps}
        disabled={disabled}
        aria-disabled={disabled}
        className={Classes.INPUT}
      />
    </div>
  );
}
