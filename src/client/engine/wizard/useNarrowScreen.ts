import { useSyncExternalStore } from "react";

/** Spec 9: the larger of the two mobile breakpoints; at or below it the step bar becomes arrows. */
export const NARROW_SCREEN_QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(NARROW_SCREEN_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/**
 * True on phone-sized screens. A media query in JS rather than CSS alone, so only one of the two
 * navigations is in the page (screen readers and tests see one set of step controls).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
