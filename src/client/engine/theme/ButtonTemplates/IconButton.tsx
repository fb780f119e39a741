import { Button, type Intent } from "@blueprintjs/core";
import type { FormContextType, IconButtonProps, StrictRJSFSchema } from "@rjsf/utils";
import type { ReactElement } from "react";
import { buttonClick } from "./buttonClick";

export interface ThemeIconButtonProps<T, S extends StrictRJSFSchema, F extends FormContextType>
  extends IconButtonProps<T, S, F> {
  /** The icon element. Elements, never icon names: a name makes Blueprint fetch an icon set. */
  iconElement: ReactElement;
  /** Spoken and tooltip name when the caller gives no aria-label. */
  fallbackLabel: string;
  intent?: Intent;
}

/**
 * A minimal Blueprint button showing one icon. Icon-only buttons need a name, so the caller's
 * aria-label (e.g. "Remove Subjects row 2") wins, then the generic fallback ("Remove").
 */
export function IconButton<T, S extends StrictRJSFSchema, F extends FormContextType>(
  props: ThemeIconButtonProps<T, S, F>,
) {
  const {
    iconElement,
    fallbackLabel,
    intent,
    icon: _icon,
    iconType: _iconType,
    uiSchema: _uiSchema,
    registry: _registry,
    children,
    className,
    disabled,
    id,
    onClick,
    title,
    "aria-label": ariaLabel,
  } = props;
  const name = ariaLabel ?? fallbackLabel;
  return (
    <Button
      id={id}
      className={className}
      type="button"
      variant="minimal"
      intent={intent}
      icon={iconElement}
      disabled={disabled}
      onClick={buttonClick(onClick)}
      aria-label={children ? undefined : name}
      title={title ?? name}
    >
      {children}
    </Button>
  );
}
