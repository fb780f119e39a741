import type { ReactNode } from "react";

/**
 * The box a table wider than the screen scrolls sideways in, so the page never does: named and
 * focusable, so a keyboard user can scroll it too (axe scrollable-region-focusable). The grid's
 * lists, the results tables and the composite sheet all sit in one.
 */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must take focus to be scrolled by keyboard.
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
