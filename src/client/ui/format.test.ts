import { afterAll, describe, expect, it } from "vitest";

const savedZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = savedZone;
});

describe("formatDate", () => {
  it("writes a calendar date as that day west of Greenwich too", async () => {
    // Before the module makes its formatters, as a browser in New York would.
    process.env.TZ = "America/New_York";
    const { formatDate } = await import("./format");
    expect(formatDate("2006-03-14")).toBe("14 March 2006");
    expect(formatDate("2026-11-22T18:00:00.000Z")).toBe("22 November 2026");
    expect(formatDate("not a date")).toBe("-");
  });
});
