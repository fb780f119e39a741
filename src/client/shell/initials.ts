/** Honorifics the college's staff names carry ("Mrs. Ngozi Okafor", "Prof. Aisha Garba"). */
const TITLE = /^(mr|mrs|ms|miss|dr|prof|engr|alhaji|alhaja|hajia|chief|rev|arc|barr|pastor)\.?$/i;

/**
 * Up to two letters for the avatar: the first and last names, skipping titles. A lone name gives
 * one letter; an empty name gives none.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const names = words.filter((word) => !TITLE.test(word));
  const used = names.length > 0 ? names : words;
  const first = used[0];
  const last = used.length > 1 ? used[used.length - 1] : undefined;
  return [first, last].map((word) => word?.charAt(0).toUpperCase() ?? "").join("");
}
