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

/** What a document's public verification page answers: the contract's state and message. */
export interface IssuedDocumentCheck<Found> {
  state: "genuine" | "altered" | "unknown";
  message: string;
  /** The record as the College holds it (names masked by `find`); null unless genuine. */
  found: Found | null;
}

/** The words a verification answer uses for its document. */
export interface IssuedDocumentWords {
  /** "transcript": "Do not accept the transcript." */
  name: string;
  /** "a transcript's": "This code is not a transcript's: …" */
  possessive: string;
  /** Said of a genuine code whose record is gone or names another student. */
  unknown: string;
  /** Said of a genuine code and the record shown below it. */
  genuine: string;
}

/**
 * The one verification of a registry document's QR code: altered (not signed by the College),
 * unknown (another kind of document's code, or a record the College no longer holds for that
 * student: `find` answers undefined) or genuine with what `find` read.
 */
export async function checkIssuedDocument<Found>(
  code: string,
  key: string,
  document: IssuedDocument,
  words: IssuedDocumentWords,
  find: (record: { recordId: number; regNumber: string }) => Promise<Found | undefined>,
): Promise<IssuedDocumentCheck<Found>> {
  const read = readIssuedDocumentCode(code, key, document);
  if (read.state === "altered")
    return {
      state: "altered",
      message: `This code has been altered: it is not one the College issued. Do not accept the ${words.name}.`,
      found: null,
    };
  if (read.state === "foreign")
    return {
      state: "unknown",
      message: `This code is not ${words.possessive}: it was issued with another College document.`,
      found: null,
    };
  const found = await find(read);
  return found === undefined
    ? { state: "unknown", message: words.unknown, found: null }
    : { state: "genuine", message: words.genuine, found };
}
