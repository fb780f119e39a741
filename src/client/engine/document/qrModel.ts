import { encode } from "uqr";

/** A horizontal run of dark modules in one row of a QR code. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

export interface QrModel {
  /** Modules per side, quiet zone included. */
  size: number;
  runs: QrRun[];
}

/**
 * The QR code of `text` as runs of dark modules: one SVG <rect> per run rather than per module
 * keeps a receipt's code to a few hundred elements. Error correction M (15%) survives a fold or a
 * smudge on paper; the 4-module quiet zone is the standard's, so phone scanners find the code.
 */
export function qrModel(text: string): QrModel {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const runs: QrRun[] = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    });
    if (start >= 0) runs.push({ x: start, y, width: row.length - start });
  });
  return { size, runs };
}
