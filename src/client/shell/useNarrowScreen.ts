import { useSyncExternalStore } from "react";

/** The spec's wider mobile breakpoint: at or below it the side menu becomes a drawer. */
export const NARROW_SCREEN_QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isNarrow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
