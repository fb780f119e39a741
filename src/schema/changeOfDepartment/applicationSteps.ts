/**
 * Where a change of department application stands, step by step (framework-free: the server
 * answers it, the details page prints it). The chain is schemas/workflows/change-of-department.json:
 * the fee paid submits it, the current HOD releases, the receiving HOD accepts, the registry
 * approves; any of the three may refuse, and the `refused_as` stamp says which.
 */

export const APPLICATION_STATES = [
  "awaiting_payment",
  "submitted",
  "released",
  "accepted",
  "approved",
  "refused",
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The workflow's "post" stamps of the three approvers (the rules' `as`). */
export const APPROVERS = ["currentHod", "receivingHod", "registry"] as const;
export type Approver = (typeof APPROVERS)[number];

/** A step taken: who (their name), when (ISO), and the note or reason they gave. */
export interface Stamp {
  by: string | null;
  at: string | null;
  note: string | null;
}

export interface ApplicationFacts {
  state: ApplicationState;
  fromDepartment: string;
  toDepartment: string;
  submittedAt: string | null;
  released: Stamp;
  accepted: Stamp;
  approved: Stamp;
  refused: Stamp & { as: string | null };
}

export type StepStatus = "done" | "refused" | "waiting" | "not_reached";

export interface ApplicationStep {
  title: string;
  status: StepStatus;
  by: string | null;
  at: string | null;
  note: string | null;
}

const EMPTY = { by: null, at: null, note: null };

/** The state in which each approver's step is the next one. */
const WAITING_IN: Record<Approver, ApplicationState> = {
  currentHod: "submitted",
  receivingHod: "released",
  registry: "accepted",
};

/** The four steps of the application, each done, refused, waiting or not reached yet. */
export function applicationSteps(facts: ApplicationFacts): ApplicationStep[] {
  const paid: ApplicationStep =
    facts.submittedAt === null
      ? { title: "Fee paid and application submitted", status: "waiting", ...EMPTY }
      : { title: "Fee paid and application submitted", status: "done", ...EMPTY, at: facts.submittedAt };
  const approverStep = (approver: Approver, title: string, stamp: Stamp): ApplicationStep => {
    if (stamp.at !== null) return { title, status: "done", ...stamp };
    if (facts.state === "refused" && facts.refused.as === approver)
      return {
        title,
        status: "refused",
        by: facts.refused.by,
        at: facts.refused.at,
        note: facts.refused.note,
      };
    if (facts.state === WAITING_IN[approver]) return { title, status: "waiting", ...EMPTY };
    return { title, status: "not_reached", ...EMPTY };
  };
  return [
    paid,
    approverStep("currentHod", `Released by the head of ${facts.fromDepartment}`, facts.released),
    approverStep("receivingHod", `Accepted by the head of ${facts.toDepartment}`, facts.accepted),
    approverStep("registry", "Approved by the registry", facts.approved),
  ];
}

/** One sentence for the top of the details page: where the application stands now. */
export function applicationSummary(facts: ApplicationFacts): string {
  switch (facts.state) {
    case "awaiting_payment":
      return "Your application is saved. Pay the change of department fee to submit it.";
    case "submitted":
      return `Waiting for the head of ${facts.fromDepartment} to release you.`;
    case "released":
      return `Waiting for the head of ${facts.toDepartment} to accept you.`;
    case "accepted":
      return "Waiting for the registry to approve the change.";
    case "approved":
      return `Approved: you are now a student of ${facts.toDepartment}.`;
    case "refused":
      return `Refused: you stay in ${facts.fromDepartment}.${facts.refused.note ? ` Reason: ${facts.refused.note}` : ""}`;
  }
}

/** Whether the application still holds the student's one open place (the database's partial unique index). */
export function isOpen(state: ApplicationState): boolean {
  return state !== "approved" && state !== "refused";
}
