/** How the server writes its log: readable lines for a person at a terminal, JSON for log collectors. */
export type LogFormat = "readable" | "json";

/** LOG_FORMAT when given; otherwise readable in development, JSON in production (and in tests, which log nothing). */
export function logFormatFor(
  env: "development" | "production" | "test",
  value: string | undefined,
): LogFormat | Error {
  if (value === "readable" || value === "json") return value;
  if (value !== undefined && value !== "")
    return new Error(`LOG_FORMAT must be "readable" or "json" (got "${value}")`);
  return env === "development" ? "readable" : "json";
}

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** What pino puts on every line; the rest of a record is shown after its message. */
const BOOKKEEPING = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err"]);

const clock = (time: unknown) =>
  typeof time === "number" ? new Date(time).toISOString().slice(11, 19) : "--:--:--";

/**
 * One pino JSON record as a line a person reads: `14:03:07 INFO  GET /api/health 200 (3 ms)`.
 * Extra fields follow as JSON; an error's stack follows on its own lines. A line that is not
 * JSON is passed on as it is.
 */
export function readableLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = (LEVELS[Number(record.level)] ?? String(record.level)).padEnd(5);
  const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !BOOKKEEPING.has(key)));
  const err = record.err as { stack?: string; message?: string } | undefined;
  let line = `${clock(record.time)} ${level} ${String(record.msg ?? "")}`;
  if (Object.keys(extra).length > 0) line += ` ${JSON.stringify(extra)}`;
  if (err) line += `\n${err.stack ?? err.message ?? JSON.stringify(err)}`;
  return line;
}

/** A pino destination that writes readable lines to `out`. */
export function readableStream(out: { write(text: string): unknown }): { write(json: string): void } {
  return { write: (json) => void out.write(`${readableLine(json)}\n`) };
}
