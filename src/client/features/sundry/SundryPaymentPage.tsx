import { Button, Callout, Card, Spinner, SpinnerSize } from "@blueprintjs/core";
import { ArrowLeftIcon } from "@blueprintjs/icons";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { InvoiceView } from "../../../contract/payments";
import type { SundryItems, SundryPayerDetails } from "../../../contract/sundry";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import {
  fetchSundryItems,
  generateSundryInvoice,
  lookupSundryPayer,
  requestTranscript,
} from "../../api/sundry";
import { SchemaForm } from "../../engine/schemaForms";
import { formatNaira } from "../../ui/format";
import { INVOICE_MESSAGES } from "../applicantInvoices/applicantInvoiceFlow";
import { flashInvalidAction, useInvoiceGeneration } from "../applicantInvoices/invoiceFlashes";
import { PublicPage } from "../landing/PublicPage";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { rememberedPayerPhone, rememberPayerPhone } from "../payments/payerPhone";
import {
  payerFormStart,
  payerRequestOf,
  SUNDRY_ROUTES,
  type SundryChoice,
  type SundryMode,
  sundryChoiceOf,
  sundryItemOptions,
  sundryModeOf,
} from "./sundryFlow";
import { sundryLookupForm, sundryPayerForm, transcriptDestinationForm } from "./sundryForms";
import "../applicantInvoices/applicantInvoices.css";

const TITLES: Record<SundryMode, string> = {
  bursary: "Bursary Collection",
  transcript: "Transcript Request",
};

/**
 * /bursary_collection/all and /sundry/transcript (spec section 2): anyone pays a sundry item
 * without an account. Step 1 the item (or the transcript's destination) and the phone, step 2
 * the payer's details (prefilled when the phone is known), then the invoice with Print and Pay.
 * `?invoice=<number>` shows an invoice (after generating, on reload, on return from the gateway).
 */
export default function SundryPaymentPage() {
  const { pathname, search } = useLocation();
  const mode = sundryModeOf(pathname);
  const invoiceNumber = new URLSearchParams(search).get("invoice");
  return (
    <PublicPage crumbs={[{ text: TITLES[mode] }]}>
      {invoiceNumber ? <SundryInvoice invoiceNumber={invoiceNumber} /> : <SundryFlow mode={mode} />}
    </PublicPage>
  );
}

function SundryInvoice({ invoiceNumber }: { invoiceNumber: string }) {
  const invoice = useQuery({
    queryKey: ["sundry-invoice", invoiceNumber],
    // Nobody is signed in here: the phone given in step 1 (or the history) is the payer's proof.
    queryFn: () => fetchInvoice(invoiceNumber, rememberedPayerPhone()),
  });
  if (invoice.data)
    return (
      <>
        <InvoiceDocument invoice={invoice.data} />
        <p className="matric-no-print">
          <Link to={SUNDRY_ROUTES.history}>See your sundry payment history</Link>
        </p>
      </>
    );
  if (invoice.isError)
    return (
      <Callout intent="danger" role="alert" title="The invoice could not be loaded">
        {errorMessage(invoice.error, "Please check the invoice number and try again.")}
      </Callout>
    );
  return <Spinner size={SpinnerSize.STANDARD} aria-label="Loading the invoice" />;
}

type Step = { kind: "choose" } | { kind: "payer"; choice: SundryChoice; found: SundryPayerDetails };

function SundryFlow({ mode }: { mode: SundryMode }) {
  const items = useQuery({ queryKey: ["sundry-items"], queryFn: fetchSundryItems });
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <Card elevation={1} className="applicant-invoice">
      <h1 className="applicant-invoice-title">{TITLES[mode]}</h1>
      {items.data ? (
        <p className="applicant-invoice-type">{items.data.sessionName}</p>
      ) : items.isError ? (
        <Callout intent="danger" role="alert" title="The sundry fees could not be loaded">
          {errorMessage(items.error, "Please check your connection and try again.")}
        </Callout>
      ) : (
        <Spinner size={SpinnerSize.SMALL} aria-label="Loading the sundry fees" />
      )}
      {items.data &&
        (step.kind === "choose" ? (
          <ChooseStep
            mode={mode}
            items={items.data}
            onFound={(choice, found) => setStep({ kind: "payer", choice, found })}
          />
        ) : (
          <PayerStep
            mode={mode}
            items={items.data}
            choice={step.choice}
            found={step.found}
            onBack={() => setStep({ kind: "choose" })}
            onCreated={(invoice) =>
              navigate(`${pathname}?invoice=${encodeURIComponent(invoice.invoiceNumber)}`)
            }
          />
        ))}
      <p>
        <Link to={SUNDRY_ROUTES.history}>Already paid? See your sundry payment history</Link>
      </p>
    </Card>
  );
}

function ChooseStep({
  mode,
  items,
  onFound,
}: {
  mode: SundryMode;
  items: SundryItems;
  onFound(choice: SundryChoice, found: SundryPayerDetails): void;
}) {
  const lookups = useMemo(() => ({ sundryItems: sundryItemOptions(items.items) }), [items]);
  const transcript = items.items.find((item) => item.code === "TRANSCRIPT");
  const lookup = useMutation({
    mutationFn: async (choice: SundryChoice) => ({
      choice,
      found: await lookupSundryPayer(choice.mobileNumber),
    }),
    // The answer's phone is masked: step 2 keeps the phone as typed, and this tab's invoice and
    // receipt pages send it as the payer's proof.
    onSuccess: ({ choice, found }) => {
      rememberPayerPhone(choice.mobileNumber);
      onFound(choice, { ...found, mobileNumber: choice.mobileNumber });
    },
    onError: flashInvalidAction,
  });
  return (
    <section aria-labelledby="sundry-step-1">
      <h2 id="sundry-step-1" className="applicant-invoice-step">
        {mode === "transcript"
          ? "Step 1 of 2: Where to send the transcript"
          : "Step 1 of 2: What you are paying for"}
      </h2>
      {mode === "transcript" ? (
        <p>
          {transcript
            ? `The transcript fee is ${formatNaira(transcript.amount)}. `
            : "The bursary has not set a transcript fee for this session yet. "}
          Enter your phone number and the institution or organisation the transcript goes to.
        </p>
      ) : (
        <p>
          Choose the item (its price is shown) and enter your phone number: if you have paid before, your
          details are filled in.
        </p>
      )}
      {mode === "bursary" && items.items.length === 0 && (
        <Callout intent="warning" title="No sundry fees are set">
          The bursary has not set the sundry fees of this session yet. Please try again later.
        </Callout>
      )}
      <SchemaForm
        form={mode === "transcript" ? transcriptDestinationForm : sundryLookupForm}
        lookups={lookups}
        submitText="Continue"
        busy={lookup.isPending}
        failure={lookup.error}
        onSubmit={(values) => lookup.mutate(sundryChoiceOf(values))}
      />
    </section>
  );
}

function PayerStep({
  mode,
  items,
  choice,
  found,
  onBack,
  onCreated,
}: {
  mode: SundryMode;
  items: SundryItems;
  choice: SundryChoice;
  found: SundryPayerDetails;
  onBack(): void;
  onCreated(invoice: InvoiceView): void;
}) {
  const start = useMemo(() => payerFormStart(found), [found]);
  const create = useInvoiceGeneration((values) => {
    const payer = payerRequestOf(values, items.sessionId);
    rememberPayerPhone(payer.mobileNumber);
    return mode === "transcript"
      ? requestTranscript({
          ...payer,
          institutionName: choice.institutionName ?? "",
          institutionAddress: choice.institutionAddress ?? "",
          institutionEmail: choice.institutionEmail ?? null,
        })
      : generateSundryInvoice({ ...payer, feeItemId: choice.feeItemId ?? 0 });
  }, onCreated);
  return (
    <section aria-labelledby="sundry-step-2">
      <h2 id="sundry-step-2" className="applicant-invoice-step">
        Step 2 of 2: Your details
      </h2>
      <p>Your names as they should appear on the invoice and receipt.</p>
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
      <SchemaForm
        form={sundryPayerForm}
        initialData={start}
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
          Back
        </Button>
      </SchemaForm>
    </section>
  );
}
