import { Button, Callout, H1 } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import invoicesFile from "../../../../schemas/lists/invoices.json";
import { loadListFile } from "../../../schema/listFile";
import { errorMessage } from "../../api/http";
import { endpointListSource, listKeys } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { cancelInvoice, deleteSundryInvoice, fetchStaffInvoice } from "../../api/staffPayments";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { useEngineHost } from "../../engine/host";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { BursaryTabs } from "./BursaryTabs";
import { INVOICE_TABS, MONEY_WRITERS } from "./bursaryTabs";
import { CancelInvoiceDialog, type InvoiceToCancel } from "./CancelInvoiceDialog";
import "../../ui/visuallyHidden.css";
import "./bursary.css";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";

/** Which of the invoice management screens: they differ in the purpose listed and the row action. */
export type InvoiceSearchMode = "all" | "schoolFeesReceipt" | "sundry";

const SCHOOL_FEES = String(feePurposeId("school_fees"));
const SUNDRY = String(feePurposeId("sundry"));

const invoices = loadListFile(invoicesFile);

/** What a row action needs of a listed invoice (the list file's columns). */
interface ListedInvoice {
  invoiceNumber: string;
  payerName: string;
  amount: number;
  paymentStatus: string;
}

const listedOf = (row: ResourceRow): ListedInvoice => ({
  invoiceNumber: String(row.invoiceNumber),
  payerName: String(row.payerName ?? ""),
  amount: Number(row.amount ?? 0),
  paymentStatus: String(row.paymentStatus),
});

const MODES: Record<
  InvoiceSearchMode,
  { route: string; title: string; intro: string; fixedFilters?: Readonly<Record<string, string>> }
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
    fixedFilters: { feePurposeId: SCHOOL_FEES },
  },
  sundry: {
    route: "/invoice_management/delete_sundry_invoice",
    title: "Delete sundry invoice",
    intro:
      "Find a sundry invoice to delete. Only an unpaid invoice can be deleted; a paid one never changes.",
    fixedFilters: { feePurposeId: SUNDRY },
  },
};

/** The invoice management screens: the invoice list, then view, cancel, delete (sundry) or open the receipt. */
export function InvoiceSearchScreen({ mode }: { mode: InvoiceSearchMode }) {
  const config = MODES[mode];
  const { canAccess } = useEngineHost();
  const canWrite = canAccess(MONEY_WRITERS);
  const grid = useFileGrid(invoices, config.fixedFilters);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(invoices.name, "/Payment/staff/invoices", {
        exportable: true,
        fixedFilters: config.fixedFilters,
      }),
    [config.fixedFilters],
  );
  const [shownNumber, setShownNumber] = useState<string>();
  const [confirming, setConfirming] = useState<InvoiceToCancel>();

  const shown = useQuery({
    queryKey: ["staff-invoice", shownNumber],
    queryFn: () => fetchStaffInvoice(shownNumber ?? ""),
    enabled: shownNumber !== undefined,
  });

  const rowAction = useCallback(
    (row: ResourceRow) => {
      const invoice = listedOf(row);
      if (mode === "schoolFeesReceipt")
        return invoice.paymentStatus === "paid" ? (
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
        <Button size="small" onClick={() => setShownNumber(invoice.invoiceNumber)}>
          View<span className="visually-hidden"> {invoice.invoiceNumber}</span>
        </Button>
      );
    },
    [mode, canWrite],
  );

  const shownInvoice = shown.data;
  return (
    <BursaryTabs label="Invoice management" tabs={INVOICE_TABS} current={config.route}>
      <section className="bursary-screen">
        <H1 className="bursary-title">{config.title}</H1>
        <p>{config.intro}</p>
        <Grid
          label={config.title}
          config={grid.config}
          list={grid.list}
          source={source}
          rowActions={rowAction}
          toolbar={
            source.exportFile ? (
              <ExportButtons query={grid.list.query} exportFile={source.exportFile} />
            ) : null
          }
        />
        {shown.isError ? (
          <Callout intent="danger" title="The invoice could not be opened">
            {errorMessage(shown.error, "Please try again.")}
          </Callout>
        ) : null}
        {shownInvoice ? (
          <div className="bursary-invoice">
            {canWrite && shownInvoice.paymentStatus === "unpaid" ? (
              <Button
                intent="danger"
                onClick={() =>
                  setConfirming({
                    invoiceNumber: shownInvoice.invoiceNumber,
                    payerName: shownInvoice.fullName,
                    amount: shownInvoice.amount,
                  })
                }
                className="bursary-cancel"
              >
                Cancel invoice
              </Button>
            ) : null}
            <InvoiceDocument invoice={shownInvoice} payable={false} />
          </div>
        ) : null}
        <CancelInvoiceDialog
          invoice={confirming}
          cancel={mode === "sundry" ? deleteSundryInvoice : cancelInvoice}
          title={mode === "sundry" ? "Delete sundry invoice" : "Cancel invoice"}
          done={(number) =>
            mode === "sundry" ? `Sundry invoice ${number} deleted` : `Invoice ${number} cancelled`
          }
          afterwards="the payer can raise a new one"
          refresh={[listKeys.all(invoices.name), ["staff-invoice"]]}
          onClose={() => setConfirming(undefined)}
        />
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
