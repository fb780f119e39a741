/**
 * Who may move a score sheet along its chain (migration 0180), framework-free: the server applies
 * it to every step (scores/approvalService.ts) and lists with each sheet the actions it allows the
 * caller, which are the only buttons the approval screens offer.
 * - the head of the course's department approves a submitted sheet or returns it;
 * - the dean of the course's School approves an HOD-approved sheet or returns it;
 * - the registry publishes an approved sheet;
 * - the super-admin may take every step.
 */
/** A score sheet's states along its chain (migration 0180). */
export const SHEET_STATUSES = ["draft", "submitted", "hod_approved", "approved", "published"] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

export type ChainStep = "hod" | "admin" | "publish";
export type SheetAction = "approve" | "return" | "publish";
export const SHEET_ACTIONS = ["approve", "return", "publish"] as const satisfies readonly SheetAction[];

/** The posts a person holds towards one sheet's course. */
export interface SheetPosts {
  headsDepartment: boolean;
  deanOfSchool: boolean;
  registry: boolean;
  superAdmin: boolean;
}

const STEP_OF: Partial<Record<SheetStatus, ChainStep>> = {
  submitted: "hod",
  hod_approved: "admin",
  approved: "publish",
};

/** The step a sheet in `status` waits for, if any. */
export function stepOf(status: SheetStatus): ChainStep | undefined {
  return STEP_OF[status];
}

/** Whether someone with `posts` may take `step` (approve or return; publish). */
export function mayTakeStep(step: ChainStep, posts: SheetPosts): boolean {
  if (posts.superAdmin) return true;
  if (step === "hod") return posts.headsDepartment;
  if (step === "admin") return posts.deanOfSchool;
  return posts.registry;
}

/** What someone with `posts` may do with a sheet in `status`: nothing, approve or return, or publish. */
export function sheetActions(status: SheetStatus, posts: SheetPosts): SheetAction[] {
  const step = stepOf(status);
  if (!step || !mayTakeStep(step, posts)) return [];
  return step === "publish" ? ["publish"] : ["approve", "return"];
}
