import { Button, Callout, Card, Spinner, SpinnerSize } from "@blueprintjs/core";
import { ArrowLeftIcon } from "@blueprintjs/icons";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ApplicationInvoiceLookupResult, InvoiceView } from "../../../contract/payments";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { errorMessage } from "../../api/http";
import { generateApplicationInvoice, lookupApplicationInvoice } from "../../api/payments";
import { useLookups } from "../../api/resources";
import { SchemaForm } from "../../engine/schemaForms";
import { type ApplicationChoice, isApplicationChoice } from "../applications/applicationChoice";
import { applicationMetas } from "../applications/applicationMetas";
import { useNavigationState } from "../applications/useNavigationState";
import { usePublishedMetasState } from "../applicationTypes/usePublishedMetas";
import { PublicPage } from "../landing/PublicPage";
import {
  applicationMetaOf,
  INVOICE_MESSAGES,
  type InvoiceScreenState,
  invoiceFormStart,
  invoiceLookupOf,
  invoiceRequestOf,
  invoiceScreenOf,
} from "./applicantInvoiceFlow";
import { flashInvalidAction, useInvoiceGeneration } from "./invoiceFlashes";
import { applicantInvoiceForm, invoiceLookupForm } from "./invoiceForms";
import "./applicantInvoices.css";

const SESSIONS: readonly string[] = ["sessions"];

/**
 * The public invoice flow of every application type (spec section 2, "Invoice generation for other
 * student types"; section 4, "Invoice page"), at each type's `invoice.route` and at
 * /generate_students_invoice. Step 1 looks the phone number up: an existing invoice opens at once,
 * otherwise step 2's form opens with what is known. Reachable only with the chosen application as
 * navigation state.
 */
export default function ApplicantInvoicePage() {
  const application = useNavigationState(isApplicationChoice);
  // The build's types at once; a type published from the portal since, once the server answers.
  const published = usePublishedMetasState();
  const metas = published.settled ? published.metas : applicationMetas;
  const meta = application ? applicationMetaOf(application, metas) : undefined;
  if (!application) return null;
  if (!meta && !published.settled)
    return (
      <PublicPage crumbs={[{ text: "Generate Invoice" }]}>
        <Spinner size={SpinnerSize.STANDARD} aria-label="Loading the application" />
      </PublicPage>
    );
  if (!meta)
    return (
      <PublicPage crumbs={[{ text: "Generate Invoice" }]}>
        <Callout intent="danger" title="Unknown application">
          Invoices for {application.name} cannot be generated here. Please choose your programme on the home
          page.
        </Callout>
      </PublicPage>
    );
  return <InvoiceFlow application={application} meta={meta} metas={metas} />;
}

type Step = { kind: "lookup" } | { kind: "form"; found: ApplicationInvoiceLookupResult };

function InvoiceFlow({
  application,
  meta,
  metas,
}: {
  application: ApplicationChoice;
  meta: ApplicationMeta;
  metas: readonly ApplicationMeta[];
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: "lookup" });
  const openInvoice = (state: InvoiceScreenState) => navigate(invoiceScreenOf(meta), { state });

  return (
    <PublicPage crumbs={[{ text: `Generate ${meta.name} Invoice` }]}>
      <Card elevation={1} className="applicant-invoice">
        <h1 className="applicant-invoice-title">Generate Payment Invoice</h1>
        <p className="applicant-invoice-type" data-testid="application-name">
          {meta.name}
        </p>
        {step.kind === "lookup" ? (
          <LookupStep
            meta={meta}
            metas={metas}
            onExisting={(invoiceNumber) => openInvoice({ application, invoiceNumber })}
            onNew={(found) => setStep({ kind: "form", found })}
          />
        ) : (
          <FormStep
            meta={meta}
            found={step.found}
            onBack={() => setStep({ kind: "lookup" })}
            onCreated={(invoice) =>
              openInvoice({ application, invoiceNumber: invoice.invoiceNumber, invoice })
            }
          />
        )}
      </Card>
    </PublicPage>
  );
}

function LookupStep({
  meta,
  metas,
  onExisting,
  onNew,
}: {
  meta: ApplicationMeta;
  metas: readonly ApplicationMeta[];
  onExisting(invoiceNumber: string): void;
  onNew(found: ApplicationInvoiceLookupResult): void;
}) {
  const lookup = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      lookupApplicationInvoice(invoiceLookupOf(values, meta.id)),
    onSuccess: (found) => (found.invoiceNumber ? onExisting(found.invoiceNumber) : onNew(found)),
    onError: flashInvalidAction,
  });
  const initialData = useMemo(() => ({ applicationTypeId: meta.id }), [meta.id]);
  // The invoice type drop-down lists every type; the chosen one is preselected and fixed.
  const types = useMemo(
    () => ({ applicationTypes: metas.map((type) => ({ id: type.id, name: type.name })) }),
    [metas],
  );

  return (
    <section aria-labelledby="invoice-step-1">
      <h2 id="invoice-step-1" className="applicant-invoice-step">
        Step 1 of 2: Find an existing invoice
      </h2>
      <p>
        Enter the phone number and email address you are applying with. The system checks whether an invoice
        already exists for them: if one does, it opens so you can print or pay it; otherwise a short invoice
        form follows. Your sign-in codes are sent to this email address only.
      </p>
      {lookup.isError && (
        <Callout intent="danger" role="alert" className="applicant-invoice-error" title="We could not check">
          {errorMessage(lookup.error, INVOICE_MESSAGES.lookupFailed)}
        </Callout>
      )}
      <SchemaForm
        form={invoiceLookupForm}
        lookups={types}
        initialData={initialData}
        submitText="Submit"
        busy={lookup.isPending}
        failure={lookup.error}
        onSubmit={(values) => lookup.mutate(values)}
      />
    </section>
  );
}

function FormStep({
  meta,
  found,
  onBack,
  onCreated,
}: {
  meta: ApplicationMeta;
  found: ApplicationInvoiceLookupResult;
  onBack(): void;
  onCreated(invoice: InvoiceView): void;
}) {
  const sessions = useLookups(SESSIONS);
  const start = useMemo(() => invoiceFormStart(found), [found]);
  const create = useInvoiceGeneration(
    (values) => generateApplicationInvoice(invoiceRequestOf(values, meta.id)),
    onCreated,
  );

  return (
    <section aria-labelledby="invoice-step-2">
      <h2 id="invoice-step-2" className="applicant-invoice-step">
        Step 2 of 2: Form
      </h2>
      <p>
        No invoice exists yet for {found.mobileNo} and {found.email}. Fill in your names as they should appear
        on your invoice and receipt, then generate your invoice.
      </p>
      {found.amount === null && (
        <Callout intent="warning" title="No application fee is set">
          The bursary has not set the {meta.name} application fee for this session yet, so no invoice can be
          generated. Please try again later or contact the bursary.
        </Callout>
      )}
      {create.isError && (
        <Callout
          intent="danger"
          role="alert"
          className="applicant-invoice-error"
          title="The invoice was not generated"
        >
          {errorMessage(create.error, INVOICE_MESSAGES.createFailed)}
        </Callout>
      )}
      {sessions.pending ? (
        <Spinner size={SpinnerSize.SMALL} aria-label="Loading sessions" />
      ) : (
        <SchemaForm
          form={applicantInvoiceForm}
          lookups={sessions.lists}
          initialData={start.values}
          disabledFields={start.known}
          submitText="Generate Invoice"
          busy={create.isPending}
          failure={create.error}
          onSubmit={(values) => create.mutate(values)}
        >
          <Button
            variant="minimal"
            icon={<ArrowLeftIcon />}
            onClick={onBack}
            className="applicant-invoice-back"
          >
            Use another phone number or email
          </Button>
        </SchemaForm>
      )}
    </section>
  );
}
