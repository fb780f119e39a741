import { Callout, Card } from "@blueprintjs/core";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import sundryHistoryFile from "../../../../schemas/lists/sundry-history.json";
import type { SundryHistoryQuery } from "../../../contract/sundry";
import { loadListFile } from "../../../schema/listFile";
import { errorMessage, errorStatus } from "../../api/http";
import { endpointListSource } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { useListPage } from "../../engine/grid/useListPage";
import { SchemaForm } from "../../engine/schemaForms";
import { INVOICE_MESSAGES } from "../applicantInvoices/applicantInvoiceFlow";
import { flashInvalidAction } from "../applicantInvoices/invoiceFlashes";
import { PublicPage } from "../landing/PublicPage";
import { rememberPayerPhone } from "../payments/payerPhone";
import { historyLinkOf } from "./sundryFlow";
import { sundryHistoryForm } from "./sundryForms";
import "../applicantInvoices/applicantInvoices.css";
import "./sundry.css";

const sundryHistory = loadListFile(sundryHistoryFile);

/** A page stays fresh this long: each fetch is a look-up the server counts against the payer's limits. */
const PAGE_FRESH_MS = 60_000;

/** Stands in before the first look-up (the page query is off until then). */
const NOT_ASKED = endpointListSource<ResourceRow>(sundryHistory.name, "/Sundry/payment-history");

/** The invoice's document: its receipt once paid, else the invoice to pay. */
function documentLink(row: ResourceRow) {
  const invoiceNumber = String(row.invoiceNumber);
  const link = historyLinkOf({ invoiceNumber, isPaid: row.paymentStatus === "paid" });
  return (
    <Link to={link.to}>
      {link.text} {invoiceNumber}
    </Link>
  );
}

/**
 * /sundry/payment_history (spec section 2): a sundry payer's invoices with their status. The
 * phone alone is not enough (anyone may know it): one of the payer's own invoice numbers or RRRs
 * comes with it, and goes with every page and export of the list's Grid (the server proves the
 * payer each time and lists only their invoices).
 */
export default function SundryHistoryPage() {
  const [proof, setProof] = useState<SundryHistoryQuery>();
  const { config, list } = useFileGrid(sundryHistory);
  const source = useMemo(
    () =>
      proof
        ? endpointListSource<ResourceRow>(sundryHistory.name, "/Sundry/payment-history", {
            exportable: true,
            fixedFilters: proof,
            staleTime: PAGE_FRESH_MS,
          })
        : undefined,
    [proof],
  );
  // The same query as the Grid's (one fetch): its answer decides between the list and "Nothing found".
  const page = useListPage(source ?? NOT_ASKED, list.query, source !== undefined);
  const proven = page.data !== undefined && proof !== undefined;
  useEffect(() => {
    if (page.isSuccess && proof) rememberPayerPhone(proof.phone);
  }, [page.isSuccess, proof]);
  useEffect(() => {
    if (page.isError) flashInvalidAction(page.error);
  }, [page.isError, page.error]);

  return (
    <PublicPage crumbs={[{ text: "Sundry Payment History" }]}>
      <Card elevation={1} className="applicant-invoice">
        <h1 className="applicant-invoice-title">Sundry Payment History</h1>
        <p>Enter your phone number and the number (INV…) or RRR of any one of your sundry invoices.</p>
        {page.isError && !page.data && (
          <Callout
            intent="danger"
            role="alert"
            className="applicant-invoice-error"
            title={errorStatus(page.error) === 404 ? "Nothing found" : "The payments could not be shown"}
          >
            {errorMessage(page.error, INVOICE_MESSAGES.lookupFailed)}
          </Callout>
        )}
        <SchemaForm
          form={sundryHistoryForm}
          submitText="Show payments"
          busy={page.isFetching && !page.data}
          failure={page.isError ? page.error : undefined}
          onSubmit={(values) => {
            const next = {
              phone: String(values.phone ?? "").trim(),
              reference: String(values.reference ?? "").trim(),
            };
            // The same pair again after a failure asks again (a paid invoice may have arrived).
            if (proof && next.phone === proof.phone && next.reference === proof.reference)
              void page.refetch();
            else setProof(next);
          }}
        />
      </Card>
      {proven && source && (
        <Card elevation={1} className="applicant-invoice">
          <div className="sundry-history-heading">
            <h2 className="applicant-invoice-step">{sundryHistory.title}</h2>
            {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
          </div>
          <Grid
            label={sundryHistory.title}
            config={config}
            list={list}
            source={source}
            rowActions={documentLink}
          />
        </Card>
      )}
    </PublicPage>
  );
}
