import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrModel } from "./qrModel";

const URL_TEXT = "https://portal.fcet.edu.ng/verify_receipt/UnxJTlYwMDAwMDEyQUIzQzQ.Zx3kQm9vZ2xlLWlzLW5vdA";

describe("qrModel", () => {
  it("covers exactly the dark modules of the QR code, with runs that never overlap", () => {
    const { data, size } = encode(URL_TEXT, { ecc: "M", border: 4 });
    const model = qrModel(URL_TEXT);
    expect(model.size).toBe(size);
    const painted = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const run of model.runs) {
      expect(run.width).toBeGreaterThan(0);
      for (let x = run.x; x < run.x + run.width; x++) {
        expect(painted[run.y]?.[x], `overlap at ${x},${run.y}`).toBe(false);
        (painted[run.y] as boolean[])[x] = true;
      }
    }
    expect(painted).toEqual(data);
    // The quiet zone stays light.
    expect(model.runs.every((run) => run.x >= 4 && run.x + run.width <= size - 4)).toBe(true);
  });

  it("gives a different code for a different address", () => {
    expect(qrModel(`${URL_TEXT}x`).runs).not.toEqual(qrModel(URL_TEXT).runs);
  });
});
