import { Button, Callout, Card, FormGroup, HTMLSelect, Spinner, SpinnerSize } from "@blueprintjs/core";
import { ArrowLeftIcon } from "@blueprintjs/icons";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { REFERRAL_PARAMETER } from "../../../contract/auth";
import type { ApplicationInvoiceLookupResult, InvoiceView } from "../../../contract/payments";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { errorMessage } from "../../api/http";
import { generateApplicationInvoice, lookupApplicationInvoice } from "../../api/payments";
import { useLookups } from "../../api/resources";
import { SchemaForm } from "../../engine/schemaForms";
import type { ApplicationChoice } from "../applications/applicationChoice";
import { applicationMetas } from "../applications/applicationMetas";
import { usePublishedMetasState } from "../applicationTypes/usePublishedMetas";
import { PublicPage } from "../landing/PublicPage";
import { rememberPayerPhone } from "../payments/payerPhone";
import {
  applicationChoicesAt,
  applicationMetaOf,
  INVOICE_MESSAGES,
  type InvoiceScreenState,
  invoiceFormStart,
  invoiceLookupOf,
  invoicePageApplication,
  invoiceRequestOf,
  invoiceScreenOf,
  withContactTyped,
} from "./applicantInvoiceFlow";
import { flashInvalidAction, useInvoiceGeneration } from "./invoiceFlashes";
import { applicantInvoiceForm, invoiceLookupForm } from "./invoiceForms";
import "./applicantInvoices.css";

const SESSIONS: readonly string[] = ["sessions"];

/**
 * The public invoice flow of every application type (spec section 2, "Invoice generation for other
 * student types"; section 4, "Invoice page"), at each type's `invoice.route` and at
 * /generate_students_invoice. Step 1 looks the phone number and email up: an existing invoice opens
 * at once, otherwise step 2's form opens with what is known. The application is the one the
 * programme link carried as navigation state; a shared link, bookmark or reload without it opens
 * the page's own type, or (a page several types share) asks which one on the page.
 */
export default function ApplicantInvoicePage() {
  const { pathname, state } = useLocation();
  const [search, setSearch] = useSearchParams();
  // The build's types at once; a type published from the portal since, once the server answers.
  const published = usePublishedMetasState();
  const metas = published.settled ? published.metas : applicationMetas;
  const choices = useMemo(() => applicationChoicesAt(pathname, metas), [pathname, metas]);
  const mode = search.get("mode");
  // A student's referral link (/referral) carries their code: the form opens with it filled in.
  const referralCode = search.get(REFERRAL_PARAMETER) ?? undefined;
  const application = invoicePageApplication(state, mode, choices);
  const meta = application ? applicationMetaOf(application, metas) : undefined;
  if (!meta && !published.settled)
    return (
      <PublicPage crumbs={[{ text: "Generate Invoice" }]}>
        <Spinner size={SpinnerSize.STANDARD} aria-label="Loading the application" />
      </PublicPage>
    );
  if (!application && mode === null && choices.length > 1)
    return (
      <ApplicationChooser
        choices={choices}
        onChoose={(choice) =>
          setSearch(
            (current) => {
              current.set("mode", String(choice.applicationMode));
              return current;
            },
            { replace: true },
          )
        }
      />
    );
  if (!application || !meta)
    return (
      <PublicPage crumbs={[{ text: "Generate Invoice" }]}>
        <Callout intent="danger" title="Unknown application">
          Invoices for {application?.name ?? "this application"} cannot be generated here. Please choose your
          programme on the home page.
        </Callout>
      </PublicPage>
    );
  return <InvoiceFlow application={application} meta={meta} metas={metas} referralCode={referralCode} />;
}

/** A page several types share, opened without a chosen application: which one is it for? */
function ApplicationChooser({
  choices,
  onChoose,
}: {
  choices: readonly ApplicationChoice[];
  onChoose(choice: ApplicationChoice): void;
}) {
  const [mode, setMode] = useState("");
  const chosen = choices.find((choice) => String(choice.applicationMode) === mode);
  return (
    <PublicPage crumbs={[{ text: "Generate Invoice" }]}>
      <Card elevation={1} className="applicant-invoice">
        <h1 className="applicant-invoice-title">Generate Payment Invoice</h1>
        <p>Several programmes generate their invoices on this page. Choose the one you are applying for.</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onChoose(chosen);
          }}
        >
          <FormGroup label="Application" labelFor="invoice-application">
            <HTMLSelect
              id="invoice-application"
              fill
              required
              value={mode}
              onChange={(event) => setMode(event.currentTarget.value)}
              options={[
                { value: "", label: "Choose your application" },
                ...choices.map((choice) => ({ value: String(choice.applicationMode), label: choice.name })),
              ]}
            />
          </FormGroup>
          <Button type="submit" intent="primary" disabled={!chosen}>
            Continue
          </Button>
        </form>
      </Card>
    </PublicPage>
  );
}

type Step = { kind: "lookup" } | { kind: "form"; found: ApplicationInvoiceLookupResult };

function InvoiceFlow({
  application,
  meta,
  metas,
  referralCode,
}: {
  application: ApplicationChoice;
  meta: ApplicationMeta;
  metas: readonly ApplicationMeta[];
  referralCode?: string;
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
            referralCode={referralCode}
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
    // The answer's phone and e-mail are masked: the form keeps what was typed, and the invoice and
    // receipt pages of this tab send the phone as the payer's proof.
    onSuccess: (found, values) => {
      const typed = invoiceLookupOf(values, meta.id);
      rememberPayerPhone(typed.regNumber);
      if (found.invoiceNumber) onExisting(found.invoiceNumber);
      else onNew(withContactTyped(found, typed));
    },
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
  referralCode,
  onBack,
  onCreated,
}: {
  meta: ApplicationMeta;
  found: ApplicationInvoiceLookupResult;
  referralCode?: string;
  onBack(): void;
  onCreated(invoice: InvoiceView): void;
}) {
  const sessions = useLookups(SESSIONS);
  const start = useMemo(() => {
    const known = invoiceFormStart(found);
    return referralCode ? { ...known, values: { ...known.values, referralCode } } : known;
  }, [found, referralCode]);
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
