import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REAL_JPEG, REAL_PNG, SMALL_PDF } from "../../../tests/support/pictures";
import { reencodedFile, sniffFile } from "./fileContent";

/** A JPEG segment: marker and its length-prefixed body. */
const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
const pngChunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

describe("reencodedFile", () => {
  it("keeps a real JPEG and PNG, and a PDF", () => {
    expect(sniffFile(REAL_JPEG)).toBe("image/jpeg");
    expect(reencodedFile(REAL_JPEG, "image/jpeg")?.equals(REAL_JPEG)).toBe(true);
    const png = reencodedFile(REAL_PNG, "image/png");
    expect(png && reencodedFile(png, "image/png")?.equals(png)).toBe(true);
    expect(reencodedFile(SMALL_PDF, "application/pdf")?.equals(SMALL_PDF)).toBe(true);
  });

  it("refuses text named as a picture, a signature with nothing behind it, and a cut-off file", () => {
    const text = Buffer.from("name,lga\nAdebayo,Ikeja\n");
    expect(sniffFile(text)).toBeUndefined();
    for (const kind of ["image/jpeg", "image/png", "application/pdf"] as const)
      expect(reencodedFile(text, kind)).toBeUndefined();
    expect(
      reencodedFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 1, 0xff, 0xd9]), "image/jpeg"),
    ).toBeUndefined();
    expect(reencodedFile(REAL_JPEG.subarray(0, REAL_JPEG.length - 40), "image/jpeg")).toBeUndefined();
    expect(reencodedFile(REAL_PNG.subarray(0, 16), "image/png")).toBeUndefined();
    expect(reencodedFile(Buffer.from("%PDF-1.4\n"), "application/pdf")).toBeUndefined();
  });

  it("drops a JPEG's EXIF and comments and anything after its end", () => {
    const exif = segment(0xe1, Buffer.from("Exif\0\0GPS 6.5244N 3.3792E"));
    const comment = segment(0xfe, Buffer.from("<script>alert(1)</script>"));
    const tampered = Buffer.concat([
      REAL_JPEG.subarray(0, 2),
      exif,
      comment,
      REAL_JPEG.subarray(2),
      Buffer.from("PK\x03\x04 a zip after the picture"),
    ]);
    const stored = reencodedFile(tampered, "image/jpeg");
    expect(stored?.equals(REAL_JPEG)).toBe(true);
  });

  it("drops a PNG's text chunks and anything after its end, and checks its pixels", () => {
    const iend = REAL_PNG.length - 12;
    const tampered = Buffer.concat([
      REAL_PNG.subarray(0, 33),
      pngChunk("tEXt", Buffer.from("Comment\0<?php system($_GET[1]); ?>")),
      REAL_PNG.subarray(33),
      Buffer.from("trailing"),
    ]);
    const stored = reencodedFile(tampered, "image/png");
    expect(stored?.toString("latin1")).not.toContain("php");
    expect(stored?.toString("latin1")).not.toContain("trailing");
    expect(stored?.subarray(stored.length - 12).equals(REAL_PNG.subarray(iend))).toBe(true);
    // A header claiming a larger picture than the pixel data holds is refused.
    const lying = Buffer.from(REAL_PNG);
    lying.writeUInt32BE(2, 16);
    lying.writeUInt32BE(crc32(lying.subarray(12, 29)), 29);
    expect(reencodedFile(lying, "image/png")).toBeUndefined();
  });

  it("cuts a PDF after its end marker", () => {
    const appended = Buffer.concat([SMALL_PDF, Buffer.from("<html>not part of it</html>")]);
    // The marker must be near the end: something long appended makes it no PDF we keep.
    expect(reencodedFile(appended, "application/pdf")?.equals(SMALL_PDF)).toBe(true);
  });
});
