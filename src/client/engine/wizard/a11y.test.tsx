import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { nceType } from "../../../../tests/support/applicationTypes";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";
import { validNceApplication } from "../../../../tests/support/nceFixtures";
import { memoryDraftStore, renderWizard, seriousViolations } from "../../../../tests/support/wizard";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const { meta, schema, uiSchema } = nceType;

describe("the NCE wizard", () => {
  it("a step has no serious or critical axe violations, before and after errors", async () => {
    const user = userEvent.setup();
    const { container } = renderWizard({
      schema,
      uiSchema,
      steps: meta.steps,
      lookups: fixtureLookups,
      draftStore: memoryDraftStore(),
    });
    await screen.findByRole("heading", { name: /Step 1 of 7/ });
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("alert");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("the review of a complete application has no serious or critical axe violations", async () => {
    const user = userEvent.setup();
    const { container } = renderWizard({
      schema,
      uiSchema,
      steps: meta.steps,
      lookups: fixtureLookups,
      draftStore: memoryDraftStore(validNceApplication()),
    });
    await screen.findByText("Draft restored");
    // A restored draft may jump ahead; the jump still validates the step it leaves.
    await user.click(screen.getByRole("button", { name: /Review and submit/ }));
    await screen.findByRole("heading", { level: 2, name: "Review and submit" });
    // The review's document renderer is its own chunk.
    expect(
      (await screen.findByRole("rowheader", { name: "Local government area" })).nextElementSibling
        ?.textContent,
    ).toBe("Ikeja");
    expect(screen.getByRole("img", { name: "Applicant's passport photograph" })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
