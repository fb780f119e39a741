import certificateFile from "../../../../schemas/forms/certificate-verification.json";
import olevelFile from "../../../../schemas/forms/olevel-verification.json";
import type { VerificationKind } from "../../../contract/applicationReview";
import { type FormFile, readFormFile } from "../../../schema/formFiles";

/** The outcome forms (the server validates each save with the same file). */
export const verificationForms: Readonly<Record<VerificationKind, FormFile>> = {
  olevel: readFormFile("schemas/forms/olevel-verification.json", olevelFile),
  certificate: readFormFile("schemas/forms/certificate-verification.json", certificateFile),
};

/** The page's kind from its `?kind=` (the certificate list's rows say `certificate`; else O-level). */
export function verificationKindOf(search: URLSearchParams): VerificationKind {
  return search.get("kind") === "certificate" ? "certificate" : "olevel";
}

/** The application's id from `?id=`, or undefined when it is not a row id. */
export function applicantIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get("id"));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
