/**
 * An applicant's application number: their application type, the first year of the session they
 * applied in and their applicant id, `NCE/2026/000012`. Receipts print it (an applicant has no
 * matric number yet); the admission list, the status check and the student profile read it back.
 */
export function formatApplicationNumber(
  applicationTypeId: string,
  sessionName: string | null,
  applicantId: number,
): string {
  const year = (sessionName ?? "").slice(0, 4) || "0000";
  return `${applicationTypeId.toUpperCase()}/${year}/${String(applicantId).padStart(6, "0")}`;
}

export interface ApplicationNumberParts {
  applicationTypeId: string;
  year: string;
  applicantId: number;
}

/** The parts of an application number as typed (any case, spaces around); undefined when it is not one. */
export function parseApplicationNumber(text: string): ApplicationNumberParts | undefined {
  const match = /^([A-Z][A-Z0-9_-]*)\/([0-9]{4})\/([0-9]{1,9})$/.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const applicantId = Number(match[3]);
  if (!Number.isSafeInteger(applicantId) || applicantId < 1 || applicantId > 2_147_483_647) return undefined;
  return { applicationTypeId: match[1]!.toLowerCase(), year: match[2]!, applicantId };
}
