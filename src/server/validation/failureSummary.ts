/**
 * What the log keeps of an unexpected failure: enough to find it (names, codes, messages, where it
 * was thrown), never the request body or the values of a query. Drizzle's "Failed query: … params:
 * …" message carries the parameters and PostgreSQL's `detail` quotes the row ("Key (email)=(…)"),
 * so both are cut.
 */
export interface FailureSummary {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: FailureSummary;
  /** PostgreSQL's names for what failed (no values). */
  constraint?: string;
  table?: string;
  column?: string;
}

const MAX_MESSAGE = 1000;
const MAX_CAUSES = 4;

function withoutParameters(message: string): string {
  const cut = message.search(/\n?\s*params:/);
  const kept = cut >= 0 ? message.slice(0, cut) : message;
  return kept.length > MAX_MESSAGE ? `${kept.slice(0, MAX_MESSAGE)}…` : kept;
}

function stringField(value: unknown, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" || typeof field === "number" ? String(field) : undefined;
}

export function summariseFailure(error: unknown, depth = 0): FailureSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: "a non-Error value was thrown" };
  const summary: FailureSummary = { type: error.name, message: withoutParameters(error.message) };
  if (error.stack) {
    // The stack's first line repeats the message; keep only the frames.
    summary.stack = error.stack
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n");
  }
  for (const key of ["code", "constraint", "table", "column"] as const) {
    const value = stringField(error, key);
    if (value !== undefined) summary[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    summary.cause = summariseFailure(error.cause, depth + 1);
  return summary;
}
