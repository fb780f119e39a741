import { readDocumentCode, signDocumentCode } from "../payments/documents/documentCode";

/**
 * Verification codes of the documents the registry issues about one student — a transcript, a
 * graduate clearance slip: the document's kind, its record's id and the student's matric number,
 * signed as every printed document is (payments/documents/documentCode.ts). The kind's letter
 * keeps them apart from each other and from receipts ("R") and letters ("L"), so a genuine code of
 * one kind never verifies another.
 */
export const ISSUED_DOCUMENT_KIND = {
  transcript: "T",
  clearance: "G",
  // A SIWES placement form (modules/siwes); its record is the placement.
  siwes: "S",
  // A student's clearance form of a session (modules/siwes); its record is the session.
  unitsClearance: "U",
} as const;
export type IssuedDocument = keyof typeof ISSUED_DOCUMENT_KIND;

export function issuedDocumentCode(
  document: IssuedDocument,
  recordId: number,
  regNumber: string,
  key: string,
): string {
  return signDocumentCode([ISSUED_DOCUMENT_KIND[document], String(recordId), regNumber], key);
}

export type IssuedCodeReading =
  /** Not signed with the College's key: changed, or made up. */
  | { state: "altered" }
  /** Genuine, but another kind of document's. */
  | { state: "foreign" }
  | { state: "read"; recordId: number; regNumber: string };

/** What a code says about a document of kind `document`; the record itself is the caller's to find. */
export function readIssuedDocumentCode(
  code: string,
  key: string,
  document: IssuedDocument,
): IssuedCodeReading {
  const read = readDocumentCode(code, key);
  if (read.state === "altered") return { state: "altered" };
  const [kind, recordId, regNumber] = read.fields;
  if (
    kind !== ISSUED_DOCUMENT_KIND[document] ||
    read.fields.length !== 3 ||
    !/^[0-9]{1,9}$/.test(recordId ?? "") ||
    regNumber === undefined
  )
    return { state: "foreign" };
  return { state: "read", recordId: Number(recordId), regNumber };
}
