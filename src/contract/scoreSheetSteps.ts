/**
 * The score sheet's states and the API's three decision calls, as names over the `score-sheets`
 * workflow (schemas/workflows/score-sheets.json), which alone says who may take each step:
 * `Results/hod-approval` and `Results/admin-approval` approve or return a sheet waiting at their
 * step, `Results/publish-results` publishes. Each sheet is answered with the `actions` the
 * workflow allows the caller, under the names below (scoreSheetSteps.test.ts holds them to the file).
 */
export const SHEET_STATUSES = ["draft", "submitted", "hod_approved", "approved", "published"] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

export const SHEET_ACTIONS = ["approve", "return", "publish"] as const;
export type SheetAction = (typeof SHEET_ACTIONS)[number];

/** A decision call: hod-approval, admin-approval, publish-results. */
export type ChainStep = "hod" | "admin" | "publish";

interface StepCall {
  /** The state a sheet waits in for this call. */
  from: SheetStatus;
  /** The workflow's transition each action of the call takes. */
  transitions: Partial<Record<SheetAction, string>>;
}

export const SHEET_STEPS: Readonly<Record<ChainStep, StepCall>> = {
  hod: { from: "submitted", transitions: { approve: "hodApprove", return: "hodReturn" } },
  admin: { from: "hod_approved", transitions: { approve: "deanApprove", return: "deanReturn" } },
  publish: { from: "approved", transitions: { publish: "publish" } },
};

/** The call a sheet in `status` waits for, if any. */
export function stepOf(status: SheetStatus): ChainStep | undefined {
  return (Object.keys(SHEET_STEPS) as ChainStep[]).find((step) => SHEET_STEPS[step].from === status);
}

/** The action (button) a workflow transition is offered as, or undefined for one the API does not offer. */
export function sheetActionOf(transition: string): SheetAction | undefined {
  for (const { transitions } of Object.values(SHEET_STEPS))
    for (const [action, name] of Object.entries(transitions))
      if (name === transition) return action as SheetAction;
  return undefined;
}
