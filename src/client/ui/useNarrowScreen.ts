import { useSyncExternalStore } from "react";

/**
 * Spec 9: the larger of the two mobile breakpoints. At or below it the side menu becomes a drawer,
 * the notification list a drawer, and step and tab bars become previous/next arrows.
 */
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
 * navigations is in the page (screen readers and tests see one set of controls).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
