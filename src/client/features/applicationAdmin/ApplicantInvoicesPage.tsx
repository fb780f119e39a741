import { Button, Callout, FormGroup, H1, HTMLSelect, HTMLTable, InputGroup, Tag } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ApplicantInvoiceQuery, ApplicantInvoiceRow } from "../../../contract/applicationAdmin";
import type { InvoiceView } from "../../../contract/payments";
import { cancelApplicantInvoice, searchApplicantInvoices } from "../../api/applicationAdmin";
import { errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import { useEngineHost } from "../../engine/host";
import { formatNaira } from "../../ui/format";
import { applicationMetas } from "../applications/applicationMetas";
import { ConfirmDialog } from "../bursary/ConfirmDialog";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import "../../ui/visuallyHidden.css";
import "../bursary/bursary.css";

export const MANAGE_INVOICE_MESSAGES = {
  noFilter: "Choose an application type or a session, or type a phone or invoice number.",
  none: "No result found for your search, check your selection and try again",
} as const;

const TYPES = [...applicationMetas].sort((a, b) => a.name.localeCompare(b.name));

function statusTag(invoice: InvoiceView) {
  const status = invoice.paymentStatus;
  return (
    <Tag
      minimal={status !== "unpaid"}
      round
      intent={status === "paid" ? "success" : status === "unpaid" ? "warning" : "none"}
    >
      {status}
    </Tag>
  );
}

/**
 * /applications/manage_invoices (admissions officers): applicants' application invoices by type,
 * session, phone and invoice number or RRR; view one (the shared InvoiceDocument) and cancel an
 * unpaid one — the bursary's cancellation (invoiceLifecycle), refused for a paid invoice, audited.
 */
export default function ApplicantInvoicesPage() {
  const { notify } = useEngineHost();
  const queryClient = useQueryClient();
  const sessions = useLookup("sessions");
  const [draft, setDraft] = useState<ApplicantInvoiceQuery>({});
  const [query, setQuery] = useState<ApplicantInvoiceQuery>();
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState<ApplicantInvoiceRow>();
  const [confirming, setConfirming] = useState<InvoiceView>();

  const results = useQuery({
    queryKey: ["applicant-invoices", query],
    queryFn: () => searchApplicantInvoices(query ?? {}),
    enabled: query !== undefined,
  });

  const cancel = useMutation({
    mutationFn: (invoice: InvoiceView) => cancelApplicantInvoice(invoice.invoiceNumber),
    onSuccess: (invoice) => {
      notify({
        title: "Success",
        message: `Invoice ${invoice.invoiceNumber} cancelled`,
        intent: "success",
        timeout: 3000,
      });
      if (shown?.invoice.invoiceNumber === invoice.invoiceNumber) setShown({ ...shown, invoice });
      void queryClient.invalidateQueries({ queryKey: ["applicant-invoices"] });
    },
    onError: (error) =>
      notify({
        title: "Error",
        message: errorMessage(error, "The invoice could not be cancelled."),
        intent: "danger",
        timeout: 5000,
      }),
    onSettled: () => setConfirming(undefined),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: ApplicantInvoiceQuery = {
      ...(draft.applicationTypeId ? { applicationTypeId: draft.applicationTypeId } : {}),
      ...(draft.sessionId ? { sessionId: draft.sessionId } : {}),
      ...(draft.phone?.trim() ? { phone: draft.phone.trim() } : {}),
      ...(draft.invoiceNumber?.trim() ? { invoiceNumber: draft.invoiceNumber.trim() } : {}),
    };
    if (Object.keys(next).length === 0) {
      setProblem(MANAGE_INVOICE_MESSAGES.noFilter);
      document.getElementById("manage-invoices-type")?.focus();
      return;
    }
    setProblem(undefined);
    setShown(undefined);
    setQuery(next);
  }

  const sessionName = (id: number) => sessions.data?.find((option) => option.id === id)?.name ?? String(id);
  const rows = results.data ?? [];
  return (
    <div className="matric-page bursary-screen">
      <H1 className="bursary-title">Manage application invoices</H1>
      <p>
        Find applicants' application invoices. View one, or cancel an unpaid one: it can no longer be paid and
        the applicant can generate a new one. A paid invoice never changes.
      </p>
      <form
        className="bursary-filters"
        onSubmit={submit}
        noValidate
        aria-describedby="manage-invoices-problem"
      >
        <FormGroup label="Application type" labelFor="manage-invoices-type">
          <HTMLSelect
            id="manage-invoices-type"
            value={draft.applicationTypeId ?? ""}
            onChange={(e) => setDraft({ ...draft, applicationTypeId: e.target.value || undefined })}
          >
            <option value="">All types</option>
            {TYPES.map((meta) => (
              <option key={meta.id} value={meta.id}>
                {meta.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Session" labelFor="manage-invoices-session">
          <HTMLSelect
            id="manage-invoices-session"
            value={draft.sessionId ?? ""}
            onChange={(e) =>
              setDraft({ ...draft, sessionId: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">All sessions</option>
            {(sessions.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Phone number" labelFor="manage-invoices-phone">
          <InputGroup
            id="manage-invoices-phone"
            type="tel"
            maxLength={20}
            value={draft.phone ?? ""}
            onValueChange={(phone) => setDraft({ ...draft, phone })}
          />
        </FormGroup>
        <FormGroup label="Invoice number or RRR" labelFor="manage-invoices-number">
          <InputGroup
            id="manage-invoices-number"
            maxLength={40}
            value={draft.invoiceNumber ?? ""}
            onValueChange={(invoiceNumber) => setDraft({ ...draft, invoiceNumber })}
          />
        </FormGroup>
        <Button type="submit" intent="primary" loading={results.isFetching}>
          Search
        </Button>
      </form>
      {problem ? (
        <Callout intent="danger" id="manage-invoices-problem" role="alert">
          {problem}
        </Callout>
      ) : null}
      {results.isError ? (
        <Callout intent="danger" title="The search failed">
          {errorMessage(results.error, "Please try again.")}
        </Callout>
      ) : null}
      {query !== undefined && results.isSuccess && rows.length === 0 ? (
        <p className="bursary-empty">{MANAGE_INVOICE_MESSAGES.none}</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="bursary-scroll">
          <HTMLTable striped compact className="bursary-table" aria-label="Application invoices: results">
            <thead>
              <tr>
                <th scope="col">Invoice number</th>
                <th scope="col">Applicant</th>
                <th scope="col">Application</th>
                <th scope="col">Session</th>
                <th scope="col">Phone</th>
                <th scope="col" className="bursary-amount">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.invoice.invoiceNumber}>
                  <td>{row.invoice.invoiceNumber}</td>
                  <td>{row.invoice.fullName}</td>
                  <td>{row.applicationType}</td>
                  <td>{sessionName(row.invoice.sessionId)}</td>
                  <td>{row.phoneNumber}</td>
                  <td className="bursary-amount">{formatNaira(row.invoice.amount)}</td>
                  <td>{statusTag(row.invoice)}</td>
                  <td>
                    <Button size="small" onClick={() => setShown(row)}>
                      View<span className="visually-hidden"> {row.invoice.invoiceNumber}</span>
                    </Button>{" "}
                    {row.invoice.paymentStatus === "unpaid" ? (
                      <Button size="small" intent="danger" onClick={() => setConfirming(row.invoice)}>
                        Cancel<span className="visually-hidden"> {row.invoice.invoiceNumber}</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {shown ? (
        <div className="bursary-invoice">
          {shown.invoice.paymentStatus === "unpaid" ? (
            <Button intent="danger" onClick={() => setConfirming(shown.invoice)} className="bursary-cancel">
              Cancel invoice
            </Button>
          ) : null}
          <InvoiceDocument
            invoice={shown.invoice}
            sessionName={sessionName(shown.invoice.sessionId)}
            payerDetails={[
              ["Application", shown.applicationType],
              ["Phone number", shown.phoneNumber],
            ]}
            redirectToFeePage={false}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Cancel invoice"
        confirmText="Cancel invoice"
        busy={cancel.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && cancel.mutate(confirming)}
      >
        Cancel invoice {confirming?.invoiceNumber} of {confirming?.fullName} (
        {confirming ? formatNaira(confirming.amount) : ""})? It can no longer be paid; the applicant can
        generate a new one.
      </ConfirmDialog>
    </div>
  );
}
