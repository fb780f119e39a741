import { currentMenuEntry, type MenuEntry, type MenuScreen } from "../menu/menuEntries";

/** One step of the trail; the last one is the current page and has no link. */
export interface Crumb {
  text: string;
  href?: string;
  /** The whole name, for a tooltip, when the name shown is (or on a narrow screen may be) cut. */
  title?: string;
}

/** Spec section 2: breadcrumb names are cut at 37 characters plus an ellipsis. */
export const BREADCRUMB_NAME_LIMIT = 37;
/** Spec section 2: with more than 4 crumbs only the first and the last show. */
export const BREADCRUMB_FULL_TRAIL_LIMIT = 4;

export function shortenCrumbName(name: string): string {
  return name.length > BREADCRUMB_NAME_LIMIT ? `${name.slice(0, BREADCRUMB_NAME_LIMIT)}…` : name;
}

/**
 * What one crumb shows: the steps before the current page are cut at the spec's 37 characters;
 * the current page (the last crumb) keeps its whole name, which wraps on a wide screen and is cut
 * to one line by CSS on a narrow one ("Generate Diploma in Early Childhood E…" hid which type
 * the page was for). A name longer than the limit carries its whole text as a title either way.
 */
export function crumbDisplay(name: string, isLast: boolean): { text: string; title?: string } {
  const long = name.length > BREADCRUMB_NAME_LIMIT;
  return { text: isLast ? name : shortenCrumbName(name), ...(long ? { title: name } : {}) };
}

/** Applies the spec's two display rules to a full trail. */
export function visibleCrumbs(trail: readonly Crumb[]): Crumb[] {
  const kept = trail.length > BREADCRUMB_FULL_TRAIL_LIMIT ? [trail[0], trail[trail.length - 1]] : trail;
  return kept.flatMap((crumb, index) =>
    crumb ? [{ ...crumb, ...crumbDisplay(crumb.text, index === kept.length - 1) }] : [],
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape in a typed address: show it as typed
  }
}

/** Words a title keeps in lower case unless they open it ("Change of Department Application"). */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to"]);

/** "school_fees" → "School Fees"; ids and codes (anything with a digit) stay as they are. */
export function segmentName(segment: string): string {
  const text = decoded(segment);
  const words = text.split(/[_-]+/).filter(Boolean);
  if (words.some((word) => /\d/.test(word))) return text;
  return words
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

/**
 * The full trail for a page: its menu area first (named and linked as in the side menu), then one
 * crumb per further path segment (but none that repeats the area's name for the area's own page:
 * /applications/review is "Application Review", not "Application Review › Review"). The last crumb
 * is the page itself. A crumb links only where
 * `opens` says a page opens for this user (no crumb bounces to the dashboard or /no_access: there
 * is no page at /hostel_fees, a lecturer may not open course management), and only once (the
 * area's crumb may already lead to the next one's page); the others are plain text.
 */
export function breadcrumbTrail(
  pathname: string,
  entries: readonly MenuEntry[],
  /** The page's own name for the last crumb (a scoped list's parent), instead of its path word. */
  pageName?: string,
  opens: (path: string) => boolean = () => true,
  /** The user's route table: a tab page's area is the entry that opens its tab bar. */
  screens: readonly MenuScreen[] = [],
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const entry = currentMenuEntry(entries, pathname, screens);
  const linked = new Set<string>();
  const link = (text: string, href: string): Crumb => {
    if (linked.has(href) || !opens(href)) return { text };
    linked.add(href);
    return { text, href };
  };
  const trail: Crumb[] = segments.flatMap((segment, index) => {
    if (index === 0 && entry) return [link(entry.label, entry.route)];
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const name = segmentName(segment);
    // The area's own page, which its crumb already names ("Application Review", not "… › Review").
    if (entry && href === entry.route && entry.label.endsWith(name)) return [];
    return [link(name, href)];
  });
  return trail.map((crumb, index) => (index === trail.length - 1 ? { text: pageName ?? crumb.text } : crumb));
}
