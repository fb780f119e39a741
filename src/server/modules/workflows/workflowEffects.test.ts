import { describe, expect, it } from "vitest";
import { leaveRequestsWorkflow } from "../../../../tests/server/workflows/fixtureWorkflow";
import { readWorkflowFiles } from "./readWorkflowFiles";
import { unknownEffect } from "./workflowEffects";

describe("the effects a workflow file names", () => {
  it("are all registered for every file", async () => {
    for (const workflow of await readWorkflowFiles())
      expect(unknownEffect(workflow), workflow.name).toBeUndefined();
  });

  it("refuse, at start-up, one that is not registered", () => {
    const workflow = leaveRequestsWorkflow();
    const misspelt = {
      ...workflow,
      transitions: workflow.transitions.map((transition) => ({
        ...transition,
        effects: ["courseResultFollowSheet"],
      })),
    };
    expect(unknownEffect(misspelt)).toMatch(
      /^transition "\w+" names effect "courseResultFollowSheet", which is not one of courseResultsFollowSheet, moveStudentDepartment, recordGraduateClearance$/,
    );
  });
});
