import { expect, type Page } from "@playwright/test";
import { SHEET_STATUS_LABEL } from "../../src/contract/scores";
import { expectNoSeriousViolations } from "../accessibility";

/**
 * The score sheet's approval chain through the browser (spec: lecturer submits → HOD approves →
 * dean / admin approval → published): each approver opens Score Sheet Approval from the main menu,
 * which lists the sheets waiting for their own step, selects them and takes the step for all at
 * once after confirming (or opens one sheet and decides it there).
 */

/** The chain's steps as the approval screens name them, and the status of the sheets waiting for each. */
export const CHAIN_STEPS = {
  hod: { button: "Approve (head of department)", waiting: SHEET_STATUS_LABEL.submitted },
  admin: { button: "Approve (dean / admin)", waiting: SHEET_STATUS_LABEL.hod_approved },
  publish: { button: "Publish results", waiting: SHEET_STATUS_LABEL.approved },
} as const;

export type ChainStep = keyof typeof CHAIN_STEPS;

/** What the approver is told once `count` sheets have taken `step`. */
export function stepDoneMessage(step: ChainStep, count: number): string {
  if (step === "publish") return count === 1 ? "Results published" : `${count} score sheets published`;
  return count === 1 ? "Score sheet approved" : `${count} score sheets approved`;
}

/** The signed-in approver opens Score Sheet Approval from the main menu. */
export async function openScoreSheetApprovals(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Score Sheet Approval" })
    .click();
  await expect(page.getByRole("heading", { name: "Score sheet approval", level: 1 })).toBeVisible();
}

/**
 * On Score Sheet Approval (showing the sheets waiting for `step`): selects the sheets of `codes`
 * and takes the step for all of them; they leave the list.
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
  await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(CHAIN_STEPS[step].button)}`) }).click();
  // A bulk step asks first, naming how many sheets it moves.
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(codes.length === 1 ? "1 score sheet" : `${codes.length} score sheets`);
  await question.getByRole("button", { name: CHAIN_STEPS[step].button }).click();
  await expect(page.getByText(stepDoneMessage(step, codes.length))).toBeVisible();
  for (const code of codes) await expect(page.getByRole("row", { name: new RegExp(code) })).toHaveCount(0);
}

/** On one sheet's view (/results/score_sheets/view): takes `step` for it. */
export async function decideOpenSheet(page: Page, step: ChainStep): Promise<void> {
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: CHAIN_STEPS[step].button }).click();
  await expect(page.getByText(stepDoneMessage(step, 1))).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
