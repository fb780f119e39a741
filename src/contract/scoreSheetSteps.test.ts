import { describe, expect, it } from "vitest";
import file from "../../schemas/workflows/score-sheets.json";
import { checkWorkflowFile, transitionOf } from "../schema/workflows";
import { SHEET_STATUSES, SHEET_STEPS, sheetActionOf, stepOf } from "./scoreSheetSteps";

const workflow = checkWorkflowFile("score-sheets.json", file);

describe("the score sheet calls over the score-sheets workflow", () => {
  it("names only the workflow's states, and each call's transitions start where the call waits", () => {
    expect(Object.keys(workflow.states).sort()).toEqual([...SHEET_STATUSES].sort());
    for (const { from, transitions } of Object.values(SHEET_STEPS))
      for (const name of Object.values(transitions)) {
        const transition = transitionOf(workflow, name);
        expect(transition?.from, name).toEqual([from]);
      }
  });

  it("offers every transition of the workflow under one action name", () => {
    const offered = workflow.transitions.map((transition) => sheetActionOf(transition.name));
    expect(offered).toEqual(["approve", "return", "approve", "return", "publish"]);
  });

  it("finds the call a sheet waits for; none for a draft or a published sheet", () => {
    expect(SHEET_STATUSES.map(stepOf)).toEqual([undefined, "hod", "admin", "publish", undefined]);
  });
});
