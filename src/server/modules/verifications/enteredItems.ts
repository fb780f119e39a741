/**
 * What a submitted application entered that staff can check (framework-free: the data is the
 * application's JSON as saved). Every application type keeps its O-level sittings at `olevel`
 * (schemas/common/olevel-results.schema.json); certificates are either a list at `certificates`
 * (postgraduate) or the one certificate of the uploads section (NCE and its kin).
 */

export interface RawSitting {
  examinationTypeId: number | null;
  examNumber: string | null;
  examYear: number | null;
  examCenter: string | null;
  /** Filled rows only (an application may leave rows empty). */
  subjects: { subjectId: number; grade: string | null }[];
}

export interface RawCertificate {
  certificateTypeId: number | null;
  uploaded: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const integerOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

export function enteredSittings(data: unknown): RawSitting[] {
  const sittings = isObject(data) && Array.isArray(data.olevel) ? data.olevel : [];
  return sittings.filter(isObject).map((sitting) => ({
    examinationTypeId: integerOrNull(sitting.examinationTypeId),
    examNumber: textOrNull(sitting.examNumber),
    examYear: integerOrNull(sitting.examYear),
    examCenter: textOrNull(sitting.examCenter),
    subjects: (Array.isArray(sitting.subjects) ? sitting.subjects : []).flatMap((row) => {
      const subjectId = isObject(row) ? integerOrNull(row.subjectId) : null;
      return subjectId === null ? [] : [{ subjectId, grade: textOrNull((row as { grade?: unknown }).grade) }];
    }),
  }));
}

export function enteredCertificates(data: unknown): RawCertificate[] {
  if (!isObject(data)) return [];
  const certificate = (item: Record<string, unknown>): RawCertificate => ({
    certificateTypeId: integerOrNull(item.certificateTypeId),
    uploaded: textOrNull(item.certificate) !== null,
  });
  if (Array.isArray(data.certificates)) return data.certificates.filter(isObject).map(certificate);
  const uploads = data.uploads;
  if (isObject(uploads) && (uploads.certificateTypeId !== undefined || uploads.certificate !== undefined))
    return [certificate(uploads)];
  return [];
}
