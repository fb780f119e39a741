import { describe, expect, it } from "vitest";
import { SHEET_STATUSES } from "../contract/scores";
import { mayTakeStep, type SheetPosts, sheetActions, stepOf } from "./scoreSheetChain";

const nobody: SheetPosts = {
  headsDepartment: false,
  deanOfSchool: false,
  registry: false,
  superAdmin: false,
};
const POSTS: Record<string, SheetPosts> = {
  "head of department": { ...nobody, headsDepartment: true },
  dean: { ...nobody, deanOfSchool: true },
  registry: { ...nobody, registry: true },
  "super-admin": { ...nobody, superAdmin: true },
  lecturer: nobody,
};

describe("the score sheet chain", () => {
  it("offers each post, at each status, exactly the step the rule lets it take", () => {
    for (const [post, posts] of Object.entries(POSTS))
      for (const status of SHEET_STATUSES) {
        const step = stepOf(status);
        const allowed = step !== undefined && mayTakeStep(step, posts);
        const expected = !allowed ? [] : step === "publish" ? ["publish"] : ["approve", "return"];
        expect(sheetActions(status, posts), `${post} at ${status}`).toEqual(expected);
      }
  });

  it("gives the dean's step to the dean, not the head of department", () => {
    expect(sheetActions("hod_approved", POSTS["head of department"] as SheetPosts)).toEqual([]);
    expect(sheetActions("hod_approved", POSTS.dean as SheetPosts)).toEqual(["approve", "return"]);
    expect(sheetActions("submitted", POSTS.dean as SheetPosts)).toEqual([]);
    expect(sheetActions("approved", POSTS.registry as SheetPosts)).toEqual(["publish"]);
    expect(sheetActions("published", POSTS["super-admin"] as SheetPosts)).toEqual([]);
  });
});
