import { describe, expect, it } from "vitest";
import { readApplicationTypes } from "../../../schema/applicationTypes/readApplicationTypes";
import { checkedApplicationType } from "./checkedApplicationType";

/**
 * A build gives the form pages each type as the server's loader makes it, written as JSON
 * (scripts/build-validators.ts); outside a build the browser checks the folder itself. Both must
 * give the same type, every field of it.
 */
describe("a type checked in the browser", () => {
  it("equals the build's prebuilt type, for every type", async () => {
    const built = await readApplicationTypes();
    expect(built.length).toBeGreaterThan(10);
    for (const type of built) {
      const prebuilt = JSON.parse(JSON.stringify(type));
      expect(await checkedApplicationType(type.meta.id), type.meta.id).toEqual(prebuilt);
    }
  });
});
