import type { FieldError } from "../errors";
import { MAX_FIELD_ERRORS, MAX_JSON_DEPTH } from "./inputLimits";

export const NUL_MESSAGE = "must not contain a NUL character";
export const SURROGATE_MESSAGE = "must not contain an unpaired surrogate (invalid Unicode text)";
export const DEPTH_MESSAGE = `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What PostgreSQL cannot store in text or jsonb (and JSON cannot carry as UTF-8), or undefined. */
export function textProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** A key as it appears in a dotted path, with characters that cannot be shown escaped. */
function shownKey(key: string): string {
  return textProblem(key) ? JSON.stringify(key).slice(1, -1) : key;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
  /** The problem of the key that holds this value, reported when the value's turn comes. */
  keyProblem?: string | undefined;
}

/**
 * The problems of a parsed body, query or parameter set, in document order (at most
 * MAX_FIELD_ERRORS): text PostgreSQL would refuse (NUL, unpaired surrogates, in values and in keys)
 * and nesting deeper than MAX_JSON_DEPTH. Iterative, so a hostile nesting cannot overflow the stack
 * here either. `base` names the part ("body", "querystring") when the problem is the whole value.
 */
export function findInputProblems(value: unknown, base: string): FieldError[] {
  const problems: FieldError[] = [];
  const report = (path: string, message: string) => {
    problems.push({ path: path || base, message });
  };
  const stack: Pending[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0 && problems.length < MAX_FIELD_ERRORS) {
    const { value: current, path, depth, keyProblem } = stack.pop() as Pending;
    if (keyProblem) report(path, keyProblem);
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) report(path, problem);
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      report(path, DEPTH_MESSAGE);
      continue;
    }
    const children: Pending[] = [];
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${shownKey(key)}` : shownKey(key);
      children.push({ value: child, path: childPath, depth: depth + 1, keyProblem: textProblem(key) });
    }
    // Reversed onto the stack, so the first field comes off first.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Pending);
  }
  return problems;
}
