import { describe, expect, it } from "vitest";
import { logFormatFor, readableLine } from "./logFormat";

describe("log format", () => {
  it("is readable in development and JSON in production and tests, unless LOG_FORMAT says", () => {
    expect(logFormatFor("development", undefined)).toBe("readable");
    expect(logFormatFor("production", undefined)).toBe("json");
    expect(logFormatFor("test", "")).toBe("json");
    expect(logFormatFor("development", "json")).toBe("json");
    expect(logFormatFor("production", "readable")).toBe("readable");
    expect(logFormatFor("development", "pretty")).toEqual(
      new Error('LOG_FORMAT must be "readable" or "json" (got "pretty")'),
    );
  });

  it("turns a pino record into one line a person reads", () => {
    const time = Date.UTC(2026, 10, 27, 14, 3, 7);
    expect(
      readableLine(
        JSON.stringify({
          level: 30,
          time,
          pid: 1,
          hostname: "h",
          reqId: "req-1",
          msg: "GET /api/health 200 (3 ms)",
        }),
      ),
    ).toBe("14:03:07 INFO  GET /api/health 200 (3 ms)");
    expect(
      readableLine(JSON.stringify({ level: 30, time, msg: "migrations applied", applied: ["0001_init"] })),
    ).toBe('14:03:07 INFO  migrations applied {"applied":["0001_init"]}');
    expect(
      readableLine(
        JSON.stringify({
          level: 50,
          time,
          msg: "boom",
          err: { message: "boom", stack: "Error: boom\n    at x" },
        }),
      ),
    ).toBe("14:03:07 ERROR boom\nError: boom\n    at x");
    expect(readableLine("not json\n")).toBe("not json");
  });
});
