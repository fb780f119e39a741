import { Button } from "@blueprintjs/core";
import { ChevronLeftIcon, ChevronRightIcon } from "@blueprintjs/icons";
import type { ReactNode, Ref } from "react";
import "./arrowBar.css";

/** One arrow: its accessible name, whether it leads anywhere, and the move. */
export interface Arrow {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

export interface ArrowBarProps {
  /** Names the navigation, e.g. "Application steps". */
  label: string;
  previous: Arrow;
  next: Arrow;
  /** Where the user is, between the arrows ("Step 2 of 7: Programme"). */
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * Previous / next arrows around the current title: what a row of steps or tabs becomes at 767 px
 * and below (spec 2, "tabs (mobile uses previous/next arrows)"). Each arrow carries
 * `data-arrow="previous"` or `"next"` so a screen can put focus back on the one used.
 */
export function ArrowBar({ label, previous, next, children, className, ref }: ArrowBarProps) {
  return (
    <nav ref={ref} className={className ? `arrow-bar ${className}` : "arrow-bar"} aria-label={label}>
      <ArrowButton arrow={previous} direction="previous" />
      {children}
      <ArrowButton arrow={next} direction="next" />
    </nav>
  );
}

function ArrowButton({ arrow, direction }: { arrow: Arrow; direction: "previous" | "next" }) {
  return (
    <Button
      variant="minimal"
      icon={direction === "previous" ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      aria-label={arrow.label}
      disabled={arrow.disabled}
      data-arrow={direction}
      onClick={arrow.onClick}
    />
  );
}
