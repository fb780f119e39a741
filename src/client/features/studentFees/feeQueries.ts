import { useQuery } from "@tanstack/react-query";
import {
  fetchFeePurposes,
  fetchStudentFeeOptions,
  fetchStudentInvoices,
  fetchStudentLedger,
} from "../../api/payments";

/** Query keys of the student fee pages; a new invoice or payment invalidates `all`. */
export const studentFeeKeys = {
  all: ["studentFees"] as const,
  invoices: () => [...studentFeeKeys.all, "invoices"] as const,
  ledger: () => [...studentFeeKeys.all, "ledger"] as const,
  options: (feePurposeId: number, sessionId: number | undefined) =>
    [...studentFeeKeys.all, "options", feePurposeId, sessionId ?? "current"] as const,
};

/** The fee purpose registry; it changes only with a migration, so it is fetched once a visit. */
export function useFeePurposes() {
  return useQuery({
    queryKey: ["feePurposes"],
    queryFn: fetchFeePurposes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStudentInvoices() {
  return useQuery({ queryKey: studentFeeKeys.invoices(), queryFn: fetchStudentInvoices });
}

export function useStudentLedger() {
  return useQuery({ queryKey: studentFeeKeys.ledger(), queryFn: fetchStudentLedger });
}

export function useStudentFeeOptions(feePurposeId: number, sessionId?: number) {
  return useQuery({
    queryKey: studentFeeKeys.options(feePurposeId, sessionId),
    queryFn: () =>
      fetchStudentFeeOptions(sessionId === undefined ? { feePurposeId } : { feePurposeId, sessionId }),
  });
}
