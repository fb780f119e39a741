import { useMutation } from "@tanstack/react-query";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import type { FormValues } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { FLASH_MS, INVOICE_MESSAGES } from "./applicantInvoiceFlow";

/**
 * Spec section 8, 'Invalid Action!': a lookup or verification that failed, with the server's
 * message (or the spec's), 5 s.
 */
export function flashInvalidAction(error: unknown): void {
  void flash({
    title: INVOICE_MESSAGES.lookupFailedTitle,
    message: errorMessage(error, INVOICE_MESSAGES.lookupFailed),
    intent: "danger",
    timeout: FLASH_MS.lookup,
  });
}

/**
 * Generating a public invoice from a filled form (applicants, sundry payers): the call, then the
 * spec's flashes — 'Invoice Action Successful!' or 'Invoice Action Failed!' with the server's
 * message, 3 s (section 8) — and the new invoice handed on.
 */
export function useInvoiceGeneration(
  generate: (values: FormValues) => Promise<InvoiceView>,
  onCreated: (invoice: InvoiceView) => void,
) {
  return useMutation({
    mutationFn: generate,
    onSuccess: (invoice) => {
      void flash({
        title: INVOICE_MESSAGES.createdTitle,
        message: INVOICE_MESSAGES.created,
        intent: "success",
        timeout: FLASH_MS.create,
      });
      onCreated(invoice);
    },
    onError: (error) => {
      void flash({
        title: INVOICE_MESSAGES.createFailedTitle,
        message: errorMessage(error, INVOICE_MESSAGES.createFailed),
        intent: "danger",
        timeout: FLASH_MS.create,
      });
    },
  });
}
