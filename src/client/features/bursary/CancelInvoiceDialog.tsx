import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { useEngineHost } from "../../engine/host";
import { formatNaira } from "../../ui/format";
import { ConfirmDialog } from "./ConfirmDialog";

/** What the question needs of an invoice, from a list row or an opened invoice. */
export interface InvoiceToCancel {
  invoiceNumber: string;
  payerName: string;
  amount: number;
}

export interface CancelInvoiceDialogProps {
  /** The invoice asked about; undefined: closed. */
  invoice: InvoiceToCancel | undefined;
  cancel: (invoiceNumber: string) => Promise<InvoiceView>;
  /** "Cancel invoice", "Delete sundry invoice": the title; its last two words name the button. */
  title: string;
  /** The flash after it: "Invoice INV… cancelled". */
  done: (invoiceNumber: string) => string;
  /** Who can start again: "the payer can raise a new one". */
  afterwards: string;
  /** Query keys refreshed after it (the list's, the opened invoice's). */
  refresh: readonly (readonly unknown[])[];
  onClose: () => void;
}

/**
 * The invoice screens' cancellation: the question, the call, the flash and the refresh of the
 * list it came from (the bursary's invoice lists and the applicants' invoices share it).
 */
export function CancelInvoiceDialog({
  invoice,
  cancel,
  title,
  done,
  afterwards,
  refresh,
  onClose,
}: CancelInvoiceDialogProps) {
  const { notify } = useEngineHost();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (chosen: InvoiceToCancel) => cancel(chosen.invoiceNumber),
    onSuccess: (cancelled) => {
      notify({ title: "Success", message: done(cancelled.invoiceNumber), intent: "success", timeout: 3000 });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      notify({
        title: "Error",
        message: errorMessage(error, "The invoice could not be changed."),
        intent: "danger",
        timeout: 5000,
      }),
    onSettled: onClose,
  });
  const verb = title.split(" ")[0] ?? "Cancel";
  return (
    <ConfirmDialog
      open={invoice !== undefined}
      title={title}
      confirmText={`${verb} invoice`}
      busy={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => invoice && mutation.mutate(invoice)}
    >
      {verb} invoice {invoice?.invoiceNumber} of {invoice?.payerName} (
      {invoice ? formatNaira(invoice.amount) : ""})? It can no longer be paid; {afterwards}.
    </ConfirmDialog>
  );
}
