import type { Intent } from "@blueprintjs/core";

/** Spec section 2: these five categories have a badge; any other category shows "-". */
const BADGES: Readonly<Record<string, Intent>> = {
  Undergraduate: "primary",
  "Prospective Students": "success",
  Postgraduate: "warning",
  "All Students": "none",
  Staff: "danger",
};

export function noticeBadge(category: string): { label: string; intent: Intent } | undefined {
  const intent = BADGES[category];
  return intent === undefined ? undefined : { label: category, intent };
}

/** The banner shows the first 70 characters of the first notice's description. */
export const BANNER_EXCERPT_LENGTH = 70;

export function bannerExcerpt(text: string, length = BANNER_EXCERPT_LENGTH): string {
  // Array.from counts by code point so a Yoruba diacritic or emoji is never cut in half.
  return Array.from(text).slice(0, length).join("");
}
