import type { AnySchemaObject } from "ajv";

/**
 * Limits an application type sets on the shared pieces it uses (meta.json `limits`), without a
 * copy of the piece. A piece in schemas/common marks the keywords a type may set with the
 * annotation `"typeLimits": { "<keyword>": "<limit name>" }` next to them, and keeps its default
 * value there: `"completeRows": 8, "typeLimits": { "completeRows": "olevelRows" }`.
 * `applyTypeLimits` runs on the type's bundled schema (its own copy of every piece), so one
 * type's limits never reach another's; the server, the browser and the precompiler all validate
 * that same result.
 */
export interface TypeLimits {
  /** Rows of each O-level sitting that need a subject and a grade (`completeRows`; default 8). */
  readonly olevelRows?: number;
  /** Most rows an O-level sitting may have (`maxItems` of its subjects; default 12). */
  readonly olevelMaxRows?: number;
  /** Most O-level sittings an applicant may give (`maxItems` of the sittings; default 2). */
  readonly olevelSittings?: number;
  /** Youngest applicant, by year of birth (`minimumAge`; default 15). */
  readonly minimumAge?: number;
  /** Oldest applicant, by year of birth (`maximumAge`; default 80). */
  readonly maximumAge?: number;
  /** Certificate type ids an applicant may choose (`enum` on `certificateTypeId`; default all). */
  readonly certificateTypes?: readonly number[];
  /** Fewest referees a type's referee list takes (`minItems`; PG's default 2). */
  readonly minReferees?: number;
  /** Most referees a type's referee list takes (`maxItems`; PG's default 3). */
  readonly maxReferees?: number;
}

export type TypeLimitName = keyof TypeLimits;

/** The annotation a shared piece uses to say which of its keywords a type's limit sets. */
export const TYPE_LIMITS_KEYWORD = "typeLimits";

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** Each limit: what a valid value is, in words for the message, and the check. */
export const TYPE_LIMIT_RULES: Readonly<
  Record<TypeLimitName, { readonly expected: string; readonly valid: (value: unknown) => boolean }>
> = {
  olevelRows: { expected: "an integer from 1 to 20", valid: (v) => isInteger(v, 1, 20) },
  olevelMaxRows: { expected: "an integer from 1 to 20", valid: (v) => isInteger(v, 1, 20) },
  olevelSittings: { expected: "an integer from 1 to 4", valid: (v) => isInteger(v, 1, 4) },
  minimumAge: { expected: "an integer from 0 to 120", valid: (v) => isInteger(v, 0, 120) },
  maximumAge: { expected: "an integer from 0 to 120", valid: (v) => isInteger(v, 0, 120) },
  certificateTypes: {
    expected: "a non-empty list of distinct certificate type ids (positive integers)",
    valid: (v) =>
      Array.isArray(v) &&
      v.length > 0 &&
      v.every((id) => isInteger(id, 1, Number.MAX_SAFE_INTEGER)) &&
      new Set(v).size === v.length,
  },
  minReferees: { expected: "an integer from 1 to 10", valid: (v) => isInteger(v, 1, 10) },
  maxReferees: { expected: "an integer from 1 to 10", valid: (v) => isInteger(v, 1, 10) },
};

export function isTypeLimitName(name: string): name is TypeLimitName {
  return Object.hasOwn(TYPE_LIMIT_RULES, name);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Problems with a meta.json `limits` value, each naming the entry ("limits.olevelRows must be…"). */
export function typeLimitProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!isObject(value)) return ['"limits" must be an object'];
  const problems: string[] = [];
  for (const [name, limit] of Object.entries(value)) {
    if (!isTypeLimitName(name)) {
      problems.push(`"limits.${name}" is not a limit (known: ${Object.keys(TYPE_LIMIT_RULES).join(", ")})`);
    } else if (!TYPE_LIMIT_RULES[name].valid(limit)) {
      problems.push(`"limits.${name}" must be ${TYPE_LIMIT_RULES[name].expected}`);
    }
  }
  const { minimumAge, maximumAge, olevelRows, olevelMaxRows, minReferees, maxReferees } = value;
  if (typeof minimumAge === "number" && typeof maximumAge === "number" && minimumAge > maximumAge) {
    problems.push('"limits.minimumAge" must not be above "limits.maximumAge"');
  }
  if (typeof olevelRows === "number" && typeof olevelMaxRows === "number" && olevelRows > olevelMaxRows) {
    problems.push('"limits.olevelRows" must not be above "limits.olevelMaxRows"');
  }
  if (typeof minReferees === "number" && typeof maxReferees === "number" && minReferees > maxReferees) {
    problems.push('"limits.minReferees" must not be above "limits.maxReferees"');
  }
  return problems;
}

/**
 * A list that needs `completeRows` filled rows starts with that many empty rows (unless it gives its
 * own `default`), so the number is written once, as the rule, and a type's limit moves both.
 */
function offerCompleteRows(node: Record<string, unknown>): void {
  const rows = node.completeRows;
  if (node.type !== "array" || typeof rows !== "number" || "default" in node) return;
  node.default = Array.from({ length: rows }, () => ({}));
}

const isEmptyRow = (row: unknown): boolean => isObject(row) && Object.keys(row).length === 0;

/**
 * A list that starts with empty rows (PG's two referees) starts with as many as it needs once a
 * limit moved `minItems` or `maxItems`: never fewer than it takes, never more than it allows.
 */
function fitEmptyDefaultRows(node: Record<string, unknown>): void {
  const rows = node.default;
  if (node.type !== "array" || !Array.isArray(rows) || !rows.every(isEmptyRow)) return;
  const { minItems, maxItems } = node;
  let length = rows.length;
  if (typeof minItems === "number" && length < minItems) length = minItems;
  if (typeof maxItems === "number" && length > maxItems) length = maxItems;
  if (length !== rows.length) node.default = Array.from({ length }, () => ({}));
}

export interface LimitedSchema {
  readonly schema: AnySchemaObject;
  /** Limits the type gave that no piece of its schema takes (a typo, or a piece it does not use). */
  readonly unused: readonly TypeLimitName[];
  /**
   * Lists whose rows to fill outnumber the rows they allow once the limits are in (a type's
   * `olevelRows` of 10 against the piece's default of at most 8 rows): no applicant could pass.
   */
  readonly conflicts: readonly string[];
}

/** The limit (or, unset, the piece's default) behind a keyword of a node, for a message. */
function limitWording(marks: unknown, keyword: string, value: unknown): string {
  const name = isObject(marks) ? marks[keyword] : undefined;
  return typeof name === "string" ? `"limits.${name}" (${String(value)})` : `${keyword} ${String(value)}`;
}

/**
 * A copy of a bundled schema with the type's limits written into the keywords the pieces mark, and
 * every `typeLimits` annotation removed (so the result is plain JSON Schema with shared keywords).
 * Throws when a piece marks an unknown limit name: that is a mistake in schemas/common.
 */
export function applyTypeLimits(schema: AnySchemaObject, limits: TypeLimits = {}): LimitedSchema {
  const used = new Set<TypeLimitName>();
  const conflicts: string[] = [];
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const { [TYPE_LIMITS_KEYWORD]: marks, ...rest } = node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) copy[key] = visit(value);
    if (marks !== undefined) {
      if (!isObject(marks)) throw new Error(`"${TYPE_LIMITS_KEYWORD}" must map keywords to limit names`);
      for (const [keyword, name] of Object.entries(marks)) {
        if (typeof name !== "string" || !isTypeLimitName(name)) {
          throw new Error(`"${TYPE_LIMITS_KEYWORD}" names ${JSON.stringify(name)}, which is not a limit`);
        }
        used.add(name);
        const value = limits[name];
        if (value !== undefined) copy[keyword] = Array.isArray(value) ? [...value] : value;
      }
    }
    const { completeRows, maxItems } = copy;
    if (typeof completeRows === "number" && typeof maxItems === "number" && completeRows > maxItems) {
      conflicts.push(
        `${limitWording(marks, "completeRows", completeRows)} asks for more rows than ${limitWording(marks, "maxItems", maxItems)} allows`,
      );
    }
    const { minItems } = copy;
    if (typeof minItems === "number" && typeof maxItems === "number" && minItems > maxItems) {
      conflicts.push(
        `${limitWording(marks, "minItems", minItems)} asks for more rows than ${limitWording(marks, "maxItems", maxItems)} allows`,
      );
    }
    offerCompleteRows(copy);
    fitEmptyDefaultRows(copy);
    return copy;
  };
  const limited = visit(schema) as AnySchemaObject;
  const unused = (Object.keys(limits) as TypeLimitName[]).filter(
    (name) => limits[name] !== undefined && !used.has(name),
  );
  return { schema: limited, unused, conflicts };
}
