import { Button, ButtonGroup, Callout, H1 } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import applicationInvoicesFile from "../../../../schemas/lists/application-invoices.json";
import { loadListFile } from "../../../schema/listFile";
import { cancelApplicantInvoice, fetchApplicantInvoice } from "../../api/applicationAdmin";
import { errorMessage } from "../../api/http";
import { endpointListSource, listKeys } from "../../api/listSources";
import { type ResourceRow, useLookup } from "../../api/resources";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { CancelInvoiceDialog, type InvoiceToCancel } from "../bursary/CancelInvoiceDialog";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import "../../ui/visuallyHidden.css";
import "../bursary/bursary.css";

const applicationInvoices = loadListFile(applicationInvoicesFile);

const VIEWED_KEY = ["applicant-invoice"] as const;

/**
 * /applications/manage_invoices (admissions officers): applicants' application invoices — the list
 * file's Grid (search by number, RRR, name or phone; filters by type, session, status and day;
 * sort, paging, export); view one (the shared InvoiceDocument) and cancel an unpaid one — the
 * bursary's cancellation (invoiceLifecycle), refused for a paid invoice, audited.
 */
export default function ApplicantInvoicesPage() {
  const sessions = useLookup("sessions");
  const { config, list } = useFileGrid(applicationInvoices);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(applicationInvoices.name, "/Application/invoices", {
        exportable: true,
      }),
    [],
  );
  const [shownNumber, setShownNumber] = useState<string>();
  const [confirming, setConfirming] = useState<InvoiceToCancel>();
  const shown = useQuery({
    queryKey: [...VIEWED_KEY, shownNumber],
    queryFn: () => fetchApplicantInvoice(shownNumber ?? ""),
    enabled: shownNumber !== undefined,
  });

  const rowActions = useCallback((row: ResourceRow) => {
    const invoiceNumber = String(row.invoiceNumber);
    return (
      <ButtonGroup variant="minimal">
        <Button size="small" onClick={() => setShownNumber(invoiceNumber)}>
          View<span className="visually-hidden"> {invoiceNumber}</span>
        </Button>
        {row.paymentStatus === "unpaid" ? (
          <Button
            size="small"
            intent="danger"
            onClick={() =>
              setConfirming({
                invoiceNumber,
                payerName: String(row.payerName ?? ""),
                amount: Number(row.amount),
              })
            }
          >
            Cancel<span className="visually-hidden"> {invoiceNumber}</span>
          </Button>
        ) : null}
      </ButtonGroup>
    );
  }, []);

  const sessionName = (id: number) => sessions.data?.find((option) => option.id === id)?.name ?? String(id);
  const viewed = shown.data;
  return (
    <div className="matric-page bursary-screen">
      <H1 className="bursary-title">Manage application invoices</H1>
      <p>
        Find applicants' application invoices. View one, or cancel an unpaid one: it can no longer be paid and
        the applicant can generate a new one. A paid invoice never changes.
      </p>
      <Grid
        label={applicationInvoices.title}
        config={config}
        list={list}
        source={source}
        rowActions={rowActions}
        toolbar={
          source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null
        }
      />
      {shown.isError ? (
        <Callout intent="danger" title="The invoice could not be opened">
          {errorMessage(shown.error, "Please try again.")}
        </Callout>
      ) : null}
      {viewed ? (
        <div className="bursary-invoice">
          {viewed.invoice.paymentStatus === "unpaid" ? (
            <Button
              intent="danger"
              onClick={() =>
                setConfirming({
                  invoiceNumber: viewed.invoice.invoiceNumber,
                  payerName: viewed.invoice.fullName,
                  amount: viewed.invoice.amount,
                })
              }
              className="bursary-cancel"
            >
              Cancel invoice
            </Button>
          ) : null}
          <InvoiceDocument
            invoice={viewed.invoice}
            sessionName={sessionName(viewed.invoice.sessionId)}
            payerDetails={[
              ["Application", viewed.applicationType],
              ["Phone number", viewed.phoneNumber],
            ]}
            redirectToFeePage={false}
          />
        </div>
      ) : null}
      <CancelInvoiceDialog
        invoice={confirming}
        cancel={cancelApplicantInvoice}
        title="Cancel invoice"
        done={(number) => `Invoice ${number} cancelled`}
        afterwards="the applicant can generate a new one"
        refresh={[listKeys.all(applicationInvoices.name), VIEWED_KEY]}
        onClose={() => setConfirming(undefined)}
      />
    </div>
  );
}
