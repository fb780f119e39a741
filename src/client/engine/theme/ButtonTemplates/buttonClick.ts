import type { MouseEvent, MouseEventHandler } from "react";

function isButtonEvent(event: MouseEvent<HTMLElement>): event is MouseEvent<HTMLButtonElement> {
  return event.currentTarget instanceof HTMLButtonElement;
}

/**
 * rjsf hands button templates a `<button>` click handler; Blueprint's Button types its handler
 * for any element. This adapter bridges the two without a cast.
 */
export function buttonClick(
  handler: MouseEventHandler<HTMLButtonElement> | undefined,
): ((event: MouseEvent<HTMLElement>) => void) | undefined {
  if (!handler) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (isButtonEvent(event)) handler(event);
  };
}
