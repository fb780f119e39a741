/**
 * The words of the review's decisions (framework-free): the confirmation question and its button,
 * in the spec's voice. Many applications are named by count, a few also by number.
 */

export type DecisionStatus = "admitted" | "not_admitted";

export interface DecidedApplication {
  id: number;
  applicationNumber: string;
  fullName: string;
}

export const DECISION_FLASH = {
  successTitle: "Admission Decision Saved!",
  failureTitle: "Admission Decision Failed!",
  failureFallback: "The decision could not be saved, please try again.",
  /** The spec's 3 s for an action's outcome (invoice creation, rating). */
  timeout: 3000,
} as const;

const NAMED = 5;

export function applicationsInWords(applications: readonly DecidedApplication[]): string {
  if (applications.length === 1) {
    const [only] = applications;
    return `${only?.applicationNumber} (${only?.fullName})`;
  }
  const named = applications.slice(0, NAMED).map((application) => application.applicationNumber);
  const more = applications.length - named.length;
  return `these ${applications.length} applications: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

export function decisionTitle(status: DecisionStatus, count: number): string {
  const what = count === 1 ? "application" : `${count} applications`;
  return status === "admitted" ? `Admit ${what}` : `Not admit ${what}`;
}

export function decisionQuestion(
  status: DecisionStatus,
  applications: readonly DecidedApplication[],
): string {
  const who = applicationsInWords(applications);
  return status === "admitted"
    ? `Admit ${who} into the programme, department and level chosen below?`
    : `Record that ${who} ${applications.length === 1 ? "is" : "are"} not offered admission?`;
}
