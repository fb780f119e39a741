import { expect, type Page } from "@playwright/test";
import { SHEET_STATUS_LABEL } from "../../src/contract/scores";
import { expectNoSeriousViolations } from "../accessibility";

/**
 * The score sheet's approval chain through the browser (spec: lecturer submits → HOD approves →
 * dean / admin approval → published): each approver opens Score Sheet Approval from the main menu
 * (the score-sheets workflow's screen), which lists the sheets waiting for them, chooses some and
 * takes the step for all at once after confirming (or opens one sheet and decides it there).
 */

/** The chain's steps as a sheet's own page names them, and the status of the sheets waiting for each. */
export const CHAIN_STEPS = {
  hod: { button: "Approve (head of department)", waiting: SHEET_STATUS_LABEL.submitted },
  admin: { button: "Approve (dean / admin)", waiting: SHEET_STATUS_LABEL.hod_approved },
  publish: { button: "Publish results", waiting: SHEET_STATUS_LABEL.approved },
} as const;

export type ChainStep = keyof typeof CHAIN_STEPS;

/** What the approver is told once a sheet has taken `step` (schemas/workflows/score-sheets.json). */
export function stepDoneMessage(step: ChainStep): string {
  return step === "publish" ? "Results published" : "Score sheet approved";
}

/** The approval list's button for `step` on the chosen sheets (the workflow's step label). */
const LIST_STEP: Record<ChainStep, string> = { hod: "Approve", admin: "Approve", publish: "Publish" };

/** The signed-in approver opens Score Sheet Approval from the main menu. */
export async function openScoreSheetApprovals(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Score Sheet Approval" })
    .click();
  await expect(page.getByRole("heading", { name: "Score sheet approval", level: 1 })).toBeVisible();
}

/**
 * On Score Sheet Approval (showing the sheets waiting for the approver): chooses the sheets of
 * `codes` and takes `step` for all of them after confirming; they leave the list.
 */
export async function decideListedSheets(
  page: Page,
  step: ChainStep,
  codes: readonly string[],
): Promise<void> {
  for (const code of codes)
    await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText(CHAIN_STEPS[step].waiting);
  await expectNoSeriousViolations(page);
  for (const code of codes)
    await page
      .getByRole("checkbox", { name: `Select ${code}` })
      .locator("..")
      .click();
  await page.getByRole("button", { name: `${LIST_STEP[step]} chosen` }).click();
  // The step asks first, naming the sheet (or how many) and what it does.
  const question = page.getByRole("dialog", {
    name:
      codes.length === 1
        ? `${LIST_STEP[step]} “${codes[0]}”?`
        : `${LIST_STEP[step]} ${codes.length} score sheets?`,
  });
  await expectNoSeriousViolations(page);
  await question.getByRole("button", { name: LIST_STEP[step], exact: true }).click();
  await expect(page.getByText(stepDoneMessage(step))).toBeVisible();
  for (const code of codes) await expect(page.getByRole("row", { name: new RegExp(code) })).toHaveCount(0);
}

/** On one sheet's view (/results/score_sheets/view): takes `step` for it. */
export async function decideOpenSheet(page: Page, step: ChainStep): Promise<void> {
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: CHAIN_STEPS[step].button }).click();
  await expect(page.getByText(stepDoneMessage(step))).toBeVisible();
}
