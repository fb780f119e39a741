/**
 * Whether a `pattern` written in the type editor can be matched without catastrophic backtracking
 * (issue 20, item 4): JavaScript's regular expressions backtrack, so `^(a+)+$` against 38 a's and
 * a "!" runs for minutes and freezes the server. We have no linear-time engine (RE2) in both the
 * browser and the server, so a published pattern must keep to a shape that backtracks at most
 * polynomially, and a field whose pattern repeats without bound must cap its length:
 *
 * - no repeated group that itself repeats or offers alternatives (`(a+)+`, `(a|aa)*`, `(\d{2})+`):
 *   the source of exponential time; a character class (`[ab]+`) or the shared keywords say the same;
 * - no back-references (`\1`, `\k<name>`): they make matching NP-hard;
 * - at most MAX_UNBOUNDED_REPEATS unbounded repeats (`*`, `+`, `{n,}`): `k` of them cost up to
 *   n^k steps on a value of length n;
 * - a field whose pattern has an unbounded repeat needs `maxLength` of at most
 *   PATTERN_VALUE_MAX_LENGTH (metaSchemaCheck.ts), so n^k stays small.
 *
 * Every pattern of the repository's schema files keeps to the same shape (safePattern.test.ts). The
 * shared keywords' own expressions are reviewed code, not editor input: their repeated groups are
 * separated by a character their classes exclude, which this conservative check cannot see.
 */

/** Unbounded repeats one pattern may hold (the worst case is n^k steps). */
export const MAX_UNBOUNDED_REPEATS = 3;
/** The longest value a pattern with an unbounded repeat may be asked to match (its field's maxLength). */
export const PATTERN_VALUE_MAX_LENGTH = 500;

export interface PatternShape {
  /** Why the pattern is refused, in words for the person who wrote it; undefined when it is safe. */
  problem?: string;
  /** How many unbounded repeats (`*`, `+`, `{n,}`) it has. */
  unboundedRepeats: number;
}

interface Group {
  repeats: boolean;
  alternatives: boolean;
}

/** `{2}`, `{2,}`, `{2,5}` at `at`: the upper bound and where the quantifier ends; undefined if it is a literal brace. */
function braceQuantifier(pattern: string, at: number): { max: number; end: number } | undefined {
  const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!match) return undefined;
  const max =
    match[2] === undefined ? Number(match[1]) : match[3] ? Number(match[3]) : Number.POSITIVE_INFINITY;
  return { max, end: at + match[0].length };
}

/** The shape of `pattern` (assumed to compile with the `u` flag). */
export function patternShape(pattern: string): PatternShape {
  const stack: Group[] = [{ repeats: false, alternatives: false }];
  let unboundedRepeats = 0;
  // What a quantifier would apply to: a group (with what it holds) or a single atom.
  let last: Group | "atom" | undefined;
  let problem: string | undefined;
  const refuse = (why: string) => {
    problem ??= why;
  };
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i] as string;
    let quantifier: { max: number; end: number } | undefined;
    if (char === "*" || char === "+") quantifier = { max: Number.POSITIVE_INFINITY, end: i + 1 };
    else if (char === "?") quantifier = { max: 1, end: i + 1 };
    else if (char === "{") quantifier = braceQuantifier(pattern, i);
    if (quantifier) {
      if (quantifier.max > 1) {
        if (quantifier.max === Number.POSITIVE_INFINITY) unboundedRepeats++;
        if (typeof last === "object" && (last.repeats || last.alternatives))
          refuse(
            last.repeats
              ? "it repeats a group that itself repeats (like (a+)+), which can take minutes to check; use a character class such as [a-z]+ instead"
              : "it repeats a group of alternatives (like (a|ab)+), which can take minutes to check; use a character class such as [ab]+ instead",
          );
        (stack[stack.length - 1] as Group).repeats = true;
      }
      i = quantifier.end;
      if (pattern[i] === "?") i++; // lazy
      last = undefined;
      continue;
    }
    if (char === "\\") {
      const next = pattern[i + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k")
        refuse("it refers back to a group (\\1, \\k<name>), which can take minutes to check");
      // \p{L}, \u{1F600}, \x41, \cA: skip the whole escape.
      const braced = /^\\[pPu]\{[^}]*\}|^\\x[0-9A-Fa-f]{2}|^\\u[0-9A-Fa-f]{4}|^\\c[A-Za-z]|^\\[\s\S]/.exec(
        pattern.slice(i),
      );
      i += braced ? braced[0].length : 1;
      last = "atom";
      continue;
    }
    if (char === "[") {
      // A character class is one atom: skip to its closing bracket.
      let j = i + 1;
      if (pattern[j] === "^") j++;
      if (pattern[j] === "]") j++;
      while (j < pattern.length && pattern[j] !== "]") j += pattern[j] === "\\" ? 2 : 1;
      i = j + 1;
      last = "atom";
      continue;
    }
    if (char === "(") {
      stack.push({ repeats: false, alternatives: false });
      const opener = /^\((\?(:|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/.exec(pattern.slice(i));
      i += opener ? opener[0].length : 1;
      last = undefined;
      continue;
    }
    if (char === ")") {
      const group = stack.length > 1 ? (stack.pop() as Group) : { repeats: false, alternatives: false };
      const parent = stack[stack.length - 1] as Group;
      parent.repeats ||= group.repeats;
      parent.alternatives ||= group.alternatives;
      last = group;
      i++;
      continue;
    }
    if (char === "|") {
      // Alternatives at the top level (`^a$|^b$`) are never repeated; inside a group they are noted.
      if (stack.length > 1) (stack[stack.length - 1] as Group).alternatives = true;
      last = undefined;
      i++;
      continue;
    }
    last = char === "^" || char === "$" ? undefined : "atom";
    i++;
  }
  if (problem === undefined && unboundedRepeats > MAX_UNBOUNDED_REPEATS)
    problem = `it repeats without limit (*, + or {n,}) ${unboundedRepeats} times; at most ${MAX_UNBOUNDED_REPEATS} are allowed, as each multiplies the time a check can take`;
  return problem === undefined ? { unboundedRepeats } : { problem, unboundedRepeats };
}
