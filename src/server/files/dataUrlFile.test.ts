import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { dataUrlOf, REAL_JPEG, REAL_PNG, SMALL_PDF } from "../../../tests/support/pictures";
import { ValidationError } from "../errors";
import { checkedDataUrlFile, repaintedDataUrlFile } from "./dataUrlFile";

const lga = {
  field: "documents.lgaIdentification",
  label: "LGA identification",
  accept: ["application/pdf", "image/jpeg", "image/png"],
  keepName: true,
} as const;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return undefined;
};

describe("checkedDataUrlFile", () => {
  it("stores a real file under its real type, keeping its name when asked", () => {
    expect(checkedDataUrlFile(dataUrlOf("image/jpeg", REAL_JPEG, "lga.jpg"), lga)).toBe(
      dataUrlOf("image/jpeg", REAL_JPEG, "lga.jpg"),
    );
    expect(checkedDataUrlFile(dataUrlOf("image/png", SMALL_PDF, "lga.png"), lga)).toBe(
      dataUrlOf("application/pdf", SMALL_PDF, "lga.png"),
    );
    expect(
      checkedDataUrlFile(dataUrlOf("image/jpeg", REAL_JPEG, "me.jpg"), { ...lga, keepName: false }),
    ).toBe(dataUrlOf("image/jpeg", REAL_JPEG));
  });

  it("refuses a text file named .jpg, naming the field and the file in people's words", () => {
    const text = dataUrlOf("image/jpeg", Buffer.from("I am not an identification"), "lga.jpg");
    expect(refusal(() => checkedDataUrlFile(text, lga))).toEqual([
      { path: "documents.lgaIdentification", message: "LGA identification must be a PDF, JPEG or PNG file" },
    ]);
    const passport = {
      field: "passport",
      label: "the passport photograph",
      accept: ["image/jpeg", "image/png"],
    } as const;
    expect(refusal(() => checkedDataUrlFile(dataUrlOf("image/png", SMALL_PDF), passport))).toEqual([
      { path: "passport", message: "the passport photograph must be a JPEG or PNG picture" },
    ]);
    expect(
      refusal(() => checkedDataUrlFile(dataUrlOf("image/png", REAL_PNG), { ...passport, maxBytes: 10 })),
    ).toEqual([{ path: "passport", message: "the passport photograph must be at most 0 KB" }]);
  });
});

/** REAL_JPEG with its compressed picture replaced by `scan`: the segments stay in order, so the structure check passes. */
function jpegWithScan(scan: Buffer): Buffer {
  const sos = REAL_JPEG.indexOf(Buffer.from([0xff, 0xda]));
  const scanStart = sos + 2 + REAL_JPEG.readUInt16BE(sos + 2);
  return Buffer.concat([REAL_JPEG.subarray(0, scanStart), scan, Buffer.from([0xff, 0xd9])]);
}

/** REAL_JPEG claiming to be 60,000 × 60,000 pixels: decoding it would take gigabytes. */
function jpegClaimingHugeSize(): Buffer {
  const bytes = Buffer.from(REAL_JPEG);
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(60_000, sof + 5);
  bytes.writeUInt16BE(60_000, sof + 7);
  return bytes;
}

describe("repaintedDataUrlFile", () => {
  it("paints a JPEG again from its pixels, keeping its name; other kinds pass unchanged", async () => {
    const checked = checkedDataUrlFile(dataUrlOf("image/jpeg", REAL_JPEG, "lga.jpg"), lga);
    const painted = await repaintedDataUrlFile(checked, lga);
    expect(painted).toMatch(/^data:image\/jpeg;name=lga\.jpg;base64,/);
    const bytes = Buffer.from(painted.split("base64,")[1] ?? "", "base64");
    expect(bytes.equals(REAL_JPEG)).toBe(false);
    const before = jpeg.decode(REAL_JPEG);
    const after = jpeg.decode(bytes);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const pdf = dataUrlOf("application/pdf", SMALL_PDF, "lga.pdf");
    expect(await repaintedDataUrlFile(pdf, lga)).toBe(pdf);
  });

  it("refuses a JPEG whose picture does not decode, or is too large to, in people's words", async () => {
    for (const bytes of [jpegWithScan(Buffer.alloc(0)), jpegClaimingHugeSize()]) {
      const checked = checkedDataUrlFile(dataUrlOf("image/jpeg", bytes, "lga.jpg"), lga);
      await expect(repaintedDataUrlFile(checked, lga)).rejects.toMatchObject({
        errors: [
          {
            path: "documents.lgaIdentification",
            message: "LGA identification must be a PDF, JPEG or PNG file",
          },
        ],
      });
    }
  });
});
