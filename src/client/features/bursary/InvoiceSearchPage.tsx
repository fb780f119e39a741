import { Button, Callout, FormGroup, H1, HTMLTable, InputGroup, Tag } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router-dom";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import { cancelInvoice, deleteSundryInvoice, searchInvoices } from "../../api/staffPayments";
import { useEngineHost } from "../../engine/host";
import { formatNaira } from "../../ui/format";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { BursaryTabs } from "./BursaryTabs";
import { INVOICE_TABS, MONEY_WRITERS } from "./bursaryTabs";
import { ConfirmDialog } from "./ConfirmDialog";
import "../../ui/visuallyHidden.css";
import "./bursary.css";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";

/** Which of the invoice management screens: they differ in the purpose searched and the row action. */
export type InvoiceSearchMode = "all" | "schoolFeesReceipt" | "sundry";

const SCHOOL_FEES = 1;
const SUNDRY = feePurposeId("sundry");

const MODES: Record<
  InvoiceSearchMode,
  { route: string; title: string; intro: string; feePurposeId?: number }
> = {
  all: {
    route: "/invoice_management/invoice",
    title: "Invoices",
    intro: "Find any invoice by its number, RRR, the payer's name, matric number or phone number.",
  },
  schoolFeesReceipt: {
    route: "/invoice_management/school_fees/receipt",
    title: "School fees receipt",
    intro: "Find a student's school fees invoice; a paid one opens its receipt.",
    feePurposeId: SCHOOL_FEES,
  },
  sundry: {
    route: "/invoice_management/delete_sundry_invoice",
    title: "Delete sundry invoice",
    intro:
      "Find a sundry invoice to delete. Only an unpaid invoice can be deleted; a paid one never changes.",
    feePurposeId: SUNDRY,
  },
};

export const INVOICE_SEARCH_MESSAGES = {
  tooShort: "Type at least 2 characters to search.",
  none: (term: string) => `No result found for "${term}", check your selection and try again`,
} as const;

function statusTag(invoice: InvoiceView) {
  const status = invoice.paymentStatus;
  // A minimal warning tag's yellow text is too faint to read (axe: contrast): a solid one is not.
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

/** The invoice management screens: search, then view, cancel, delete (sundry) or open the receipt. */
export function InvoiceSearchScreen({ mode }: { mode: InvoiceSearchMode }) {
  const config = MODES[mode];
  const id = useId();
  const { canAccess, notify } = useEngineHost();
  const canWrite = canAccess(MONEY_WRITERS);
  const queryClient = useQueryClient();
  const purposes = useLookup("feePurposes");
  const [text, setText] = useState("");
  const [term, setTerm] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState<InvoiceView>();
  const [confirming, setConfirming] = useState<InvoiceView>();

  const results = useQuery({
    queryKey: ["staff-invoices", term, config.feePurposeId],
    queryFn: () => searchInvoices(term ?? "", config.feePurposeId),
    enabled: term !== undefined,
  });

  const cancel = useMutation({
    mutationFn: (invoice: InvoiceView) =>
      mode === "sundry" ? deleteSundryInvoice(invoice.invoiceNumber) : cancelInvoice(invoice.invoiceNumber),
    onSuccess: (invoice) => {
      notify({
        title: "Success",
        message:
          mode === "sundry"
            ? `Sundry invoice ${invoice.invoiceNumber} deleted`
            : `Invoice ${invoice.invoiceNumber} cancelled`,
        intent: "success",
        timeout: 3000,
      });
      if (shown?.invoiceNumber === invoice.invoiceNumber) setShown(invoice);
      void queryClient.invalidateQueries({ queryKey: ["staff-invoices"] });
    },
    onError: (error) =>
      notify({
        title: "Error",
        message: errorMessage(error, "The invoice could not be changed."),
        intent: "danger",
        timeout: 5000,
      }),
    onSettled: () => setConfirming(undefined),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < 2) {
      setProblem(INVOICE_SEARCH_MESSAGES.tooShort);
      return;
    }
    setProblem(undefined);
    setShown(undefined);
    setTerm(trimmed);
  }

  const purposeName = (purposeId: number) =>
    purposes.data?.find((option) => option.id === purposeId)?.name ?? String(purposeId);

  function action(invoice: InvoiceView) {
    if (mode === "schoolFeesReceipt")
      return invoice.isPaid ? (
        <Link to={`/fee_receipt?reference=${encodeURIComponent(invoice.invoiceNumber)}`}>
          Receipt<span className="visually-hidden"> of {invoice.invoiceNumber}</span>
        </Link>
      ) : (
        <span>Not paid yet</span>
      );
    if (mode === "sundry") {
      if (invoice.paymentStatus === "paid") return <span>Paid: cannot be deleted</span>;
      if (invoice.paymentStatus !== "unpaid") return <span>{invoice.paymentStatus}</span>;
      return canWrite ? (
        <Button intent="danger" size="small" onClick={() => setConfirming(invoice)}>
          Delete<span className="visually-hidden"> {invoice.invoiceNumber}</span>
        </Button>
      ) : null;
    }
    return (
      <Button size="small" onClick={() => setShown(invoice)}>
        View<span className="visually-hidden"> {invoice.invoiceNumber}</span>
      </Button>
    );
  }

  const rows = results.data ?? [];
  return (
    <BursaryTabs label="Invoice management" tabs={INVOICE_TABS} current={config.route}>
      <section className="bursary-screen">
        <H1 className="bursary-title">{config.title}</H1>
        <p>{config.intro}</p>
        <form className="bursary-search" onSubmit={submit} noValidate>
          <FormGroup
            label="Invoice number, RRR, name, matric number or phone"
            labelFor={`${id}-search`}
            intent={problem ? "danger" : "none"}
            helperText={problem}
          >
            <InputGroup
              id={`${id}-search`}
              type="search"
              value={text}
              onValueChange={setText}
              leftIcon={<SearchIcon />}
              intent={problem ? "danger" : "none"}
            />
          </FormGroup>
          <Button type="submit" intent="primary" loading={results.isFetching}>
            Search
          </Button>
        </form>
        {results.isError ? (
          <Callout intent="danger" title="The search failed">
            {errorMessage(results.error, "Please try again.")}
          </Callout>
        ) : null}
        {term !== undefined && results.isSuccess && rows.length === 0 ? (
          <p className="bursary-empty">{INVOICE_SEARCH_MESSAGES.none(term)}</p>
        ) : null}
        {rows.length > 0 ? (
          <div className="bursary-scroll">
            <HTMLTable striped compact className="bursary-table" aria-label={`${config.title}: results`}>
              <thead>
                <tr>
                  <th scope="col">Invoice number</th>
                  <th scope="col">Payer</th>
                  <th scope="col">Matric number</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">RRR</th>
                  <th scope="col" className="bursary-amount">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((invoice) => (
                  <tr key={invoice.invoiceNumber}>
                    <td>{invoice.invoiceNumber}</td>
                    <td>{invoice.fullName}</td>
                    <td>{invoice.matricNumber ?? "-"}</td>
                    <td>{purposeName(invoice.paymentPurposeId)}</td>
                    <td>{invoice.rrr ?? "-"}</td>
                    <td className="bursary-amount">{formatNaira(invoice.amount)}</td>
                    <td>{statusTag(invoice)}</td>
                    <td>{action(invoice)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
        {shown ? (
          <div className="bursary-invoice">
            {canWrite && shown.paymentStatus === "unpaid" ? (
              <Button intent="danger" onClick={() => setConfirming(shown)} className="bursary-cancel">
                Cancel invoice
              </Button>
            ) : null}
            <InvoiceDocument invoice={shown} payable={false} />
          </div>
        ) : null}
        <ConfirmDialog
          open={confirming !== undefined}
          title={mode === "sundry" ? "Delete sundry invoice" : "Cancel invoice"}
          confirmText={mode === "sundry" ? "Delete invoice" : "Cancel invoice"}
          busy={cancel.isPending}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => confirming && cancel.mutate(confirming)}
        >
          {mode === "sundry" ? "Delete" : "Cancel"} invoice {confirming?.invoiceNumber} of{" "}
          {confirming?.fullName} ({confirming ? formatNaira(confirming.amount) : ""})? It can no longer be
          paid; the payer can raise a new one.
        </ConfirmDialog>
      </section>
    </BursaryTabs>
  );
}

export function InvoicesPage() {
  return <InvoiceSearchScreen mode="all" />;
}
export function SchoolFeesReceiptPage() {
  return <InvoiceSearchScreen mode="schoolFeesReceipt" />;
}
export function DeleteSundryInvoicePage() {
  return <InvoiceSearchScreen mode="sundry" />;
}
