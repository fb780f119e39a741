import { setImmediate as nextTurn } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toXlsx } from "../../../src/server/modules/resources/spreadsheet";
import { MAX_UPLOAD_ROWS } from "../../../src/server/modules/resources/uploadLimits";
import { registrar, upload } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { spreadsheetBomb } from "../../support/zipBomb";

/** Health answers measured while an upload is being read: the event loop must stay free. */
async function healthLatencies(t: TestApp, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    latencies.push(performance.now() - started);
    // Let the upload's own work run before the next sample (a turn of the event loop, no fixed delay).
    await nextTurn();
  }
  return latencies;
}

describe("uploads that cannot stall the server", () => {
  let t: TestApp;
  let honestBomb: Buffer;
  let lyingBomb: Buffer;
  const send = (content: Buffer, user = registrar) =>
    upload(t.app, t.config.jwtSecret, user, "notices", "notices.xlsx", content);

  beforeAll(async () => {
    t = await createTestApp("pglite");
    // 64 MB of sheet XML in a few hundred KB: the shape of the 0.7 MB file that unpacked to 500 MB.
    honestBomb = spreadsheetBomb(64);
    lyingBomb = spreadsheetBomb(64, { lie: true });
  });
  afterAll(async () => t?.close());

  it("refuses a zip bomb at once from its directory, with a clear message", async () => {
    expect(honestBomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const res = await send(honestBomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "file", message: "The workbook unpacks to more than 40 MB; split it into smaller files." },
    ]);
  });

  it("refuses a bomb whose directory lies about its size, while /api/health keeps answering", async () => {
    const answer = send(lyingBomb);
    const latencies = await healthLatencies(t, answer);
    const res = await answer;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/unpacks to more than 40 MB/);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(500);
  });

  it("counts a workbook's rows before reading it", async () => {
    const rows = [["Title"], ...Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, i) => [`Notice ${i}`])];
    const res = await send(await toXlsx("Notices", rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      `The file has more than ${MAX_UPLOAD_ROWS} rows; split it into smaller files.`,
    );
  });

  it("reads at most two uploads of one person at once (429 for a third), and others' meanwhile", async () => {
    const other = { ...registrar, id: registrar.id + 100, userName: "other" };
    const answers = await Promise.all([
      send(lyingBomb),
      send(lyingBomb),
      send(lyingBomb),
      send(lyingBomb, other),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, 3).sort()).toEqual([400, 400, 429]);
    expect(statuses[3]).toBe(400);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.headers["retry-after"]).toBeDefined();
    expect(refused?.json().message).toMatch(/uploads being read/);
  });
});
