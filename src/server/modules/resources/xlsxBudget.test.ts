import { describe, expect, it } from "vitest";
import { spreadsheetBomb, zipFile } from "../../../../tests/support/zipBomb";
import { ValidationError } from "../../errors";
import { checkDeclaredSizes, checkXlsxBudget } from "./xlsxBudget";
import { inflateEntry, readZipDirectory } from "./zipDirectory";

function refusal(check: () => unknown): string | undefined {
  try {
    check();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0]?.message;
    throw error;
  }
  return undefined;
}

describe("the unpacked-size budget of an .xlsx", () => {
  const small = zipFile([
    { name: "xl/workbook.xml", content: Buffer.from("<workbook/>") },
    {
      name: "xl/worksheets/sheet1.xml",
      content: Buffer.from('<sheetData><row r="1"/><row r="2"/></sheetData>'),
    },
  ]);

  it("reads names and sizes from the zip's directory, and each part's real content", () => {
    const entries = readZipDirectory(small);
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ["xl/workbook.xml", 11],
      ["xl/worksheets/sheet1.xml", 47],
    ]);
    expect(inflateEntry(small, entries[0]!, 100).toString()).toBe("<workbook/>");
    expect(() => inflateEntry(small, entries[1]!, 10)).toThrow(RangeError);
  });

  it("passes a small workbook", () => {
    expect(refusal(() => checkXlsxBudget(small))).toBeUndefined();
  });

  it("refuses from the directory alone a part that says it unpacks to more than the budget", () => {
    expect(refusal(() => checkDeclaredSizes(spreadsheetBomb(41)))).toMatch(/unpacks to more than 40 MB/);
  });

  it("refuses a part that unpacks to more than its directory claims", () => {
    const lying = spreadsheetBomb(41, { lie: true });
    expect(refusal(() => checkDeclaredSizes(lying))).toBeUndefined();
    expect(refusal(() => checkXlsxBudget(lying))).toMatch(/unpacks to more than 40 MB/);
  });

  it("refuses what is not a zip, or a truncated one", () => {
    expect(refusal(() => checkDeclaredSizes(Buffer.from("PK\u0003\u0004 not really")))).toMatch(
      /Excel workbook/,
    );
    expect(refusal(() => checkDeclaredSizes(small.subarray(0, small.length - 30)))).toMatch(/Excel workbook/);
  });
});
