import { describe, expect, it } from "vitest";
import { sharedKeywords } from "./keywords";
import { SHARED_KEYWORD_NAMES } from "./sharedKeywordNames";

describe("SHARED_KEYWORD_NAMES", () => {
  it("names exactly the shared keywords", () => {
    expect([...SHARED_KEYWORD_NAMES].sort()).toEqual(sharedKeywords.map((keyword) => keyword.name).sort());
  });
});
