import { Button, Callout, Classes, HTMLTable, Radio, RadioGroup, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { FeePurpose } from "../../../contract/feePurposes";
import type { StudentFeeInvoiceRequest } from "../../../contract/payments";
import { installmentsAllowed, itemChoice } from "../../../schema/feePurposes/feePurposeRules";
import { errorMessage } from "../../api/http";
import { generateBalanceInvoice, generateStudentFeeInvoice, quoteStudentFee } from "../../api/payments";
import { formatNaira } from "../../ui/format";
import { FeePageFrame } from "./FeePageFrame";
import {
  type FeePageConfig,
  INSTALLMENT_TITLES,
  type InstallmentChoice,
  installmentChoices,
  invoiceHref,
  stepPath,
} from "./feePages";
import { studentFeeKeys, useStudentFeeOptions, useStudentInvoices } from "./feeQueries";
import { feeStanding } from "./feeStanding";

function positiveId(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * /generate_invoice: the spec's "generate-invoice confirmation form". The student chooses the
 * installment (or the sundry item), sees what the invoice will ask for — priced by the server,
 * scholarships included — and only then generates it. A refusal shows the server's own message.
 */
export function FeeGenerateStep({ page }: { page: FeePageConfig }) {
  const [search] = useSearchParams();
  const askedSession = positiveId(search.get("sessionId"));
  const options = useStudentFeeOptions(page.feePurposeId, askedSession);
  const sessionId = askedSession ?? options.data?.sessionId ?? undefined;
  const session = options.data?.sessions.find((candidate) => candidate.id === sessionId);
  return (
    <FeePageFrame page={page} stepTitle="Generate invoice">
      {options.isPending && <Spinner size={20} aria-label="Loading the fee" />}
      {options.data && (sessionId === undefined || !session) ? (
        <Callout intent="warning" title="No session to generate an invoice for">
          <Link to={page.route}>Back to {page.title}</Link>
        </Callout>
      ) : null}
      {options.data && sessionId !== undefined && session && (
        <GenerateForm
          page={page}
          purpose={options.data.purpose}
          sessionId={sessionId}
          sessionName={session.name}
          items={options.data.items}
        />
      )}
    </FeePageFrame>
  );
}

interface GenerateFormProps {
  page: FeePageConfig;
  /** The purpose's registry row: whether to offer installments and an item to choose. */
  purpose: FeePurpose;
  sessionId: number;
  sessionName: string;
  items: readonly { feeItemId: number; name: string; amount: number }[];
}

/** The choices live in the address (?paymentType=…&feeItemId=…): a reload or Back keeps them. */
function GenerateForm({ page, purpose, sessionId, sessionName, items }: GenerateFormProps) {
  const installments = installmentsAllowed(purpose);
  const chooseItem = itemChoice(purpose);
  const [search, setSearch] = useSearchParams();
  const choose = (name: "paymentType" | "feeItemId", value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("sessionId", String(sessionId));
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quoteTitleId = useId();
  const invoices = useStudentInvoices();
  const choices: InstallmentChoice[] = installments
    ? installmentChoices(invoices.data ?? [], page.feePurposeId, sessionId)
    : ["Full"];
  const paymentType =
    choices.find((choice) => choice === search.get("paymentType")) ??
    (choices.length === 1 ? choices[0] : undefined);
  const itemId =
    items.find((item) => String(item.feeItemId) === search.get("feeItemId"))?.feeItemId ??
    (items.length === 1 ? items[0]?.feeItemId : undefined);

  const request: StudentFeeInvoiceRequest | undefined =
    paymentType && (!chooseItem || itemId !== undefined)
      ? {
          sessionId,
          feePurposeId: page.feePurposeId,
          paymentType,
          ...(chooseItem && itemId !== undefined ? { feeItemId: itemId } : {}),
        }
      : undefined;
  // The session's invoice already there (an acceptance fee paid as an applicant included): nothing to generate.
  const standing = invoices.data ? feeStanding(page, purpose, invoices.data, sessionId) : undefined;
  const quote = useQuery({
    queryKey: [...studentFeeKeys.all, "quote", request],
    queryFn: () => quoteStudentFee(request as StudentFeeInvoiceRequest),
    enabled: request !== undefined && standing?.kind === "generate",
    retry: false,
  });
  const generate = useMutation({
    mutationFn: (body: StudentFeeInvoiceRequest) =>
      body.paymentType === "SecondInstallment"
        ? generateBalanceInvoice({ sessionId: body.sessionId, feePurposeId: body.feePurposeId })
        : generateStudentFeeInvoice(body),
    onSuccess: async (invoice) => {
      await queryClient.invalidateQueries({ queryKey: studentFeeKeys.all });
      navigate(invoiceHref(page, invoice.invoiceNumber));
    },
  });

  if (invoices.isPending) return <Spinner size={20} aria-label="Loading your invoices" />;
  const back = page.chooseSession ? stepPath(page, "session") : page.route;
  if (standing && standing.kind !== "generate")
    return (
      <Callout
        intent={standing.kind === "paid" ? "success" : "primary"}
        title={standing.kind === "paid" ? `Your ${page.title.toLowerCase()} is paid` : "Nothing to generate"}
      >
        <p>
          {standing.kind === "paid"
            ? `Invoice ${standing.invoice.invoiceNumber} is paid: there is nothing more to generate or pay for it.`
            : `Your ${page.title.toLowerCase()} invoice for ${sessionName} already exists: open it to pay.`}
        </p>
        <div className="student-fees-actions">
          <Link
            className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
            to={invoiceHref(page, standing.invoice.invoiceNumber)}
          >
            Open invoice {standing.invoice.invoiceNumber}
          </Link>
          <Link className={Classes.BUTTON} to={page.route}>
            Back to {page.title}
          </Link>
        </div>
      </Callout>
    );

  return (
    <form
      className="student-fees-confirm"
      onSubmit={(event) => {
        event.preventDefault();
        if (request) generate.mutate(request);
      }}
    >
      <p>
        Session: <strong>{sessionName}</strong>
      </p>
      {installments && choices.length === 0 && (
        <Callout intent="primary" title="Nothing to generate">
          Your {page.title.toLowerCase()} invoice for {sessionName} already exists: open it from{" "}
          <Link to={page.route}>your invoices</Link> to pay it. The balance invoice can be generated once the
          first installment is paid.
        </Callout>
      )}
      {installments && choices.length > 0 && (
        <RadioGroup
          label="How will you pay?"
          name="paymentType"
          selectedValue={paymentType}
          onChange={(event) => choose("paymentType", event.currentTarget.value)}
        >
          {choices.map((choice) => (
            <Radio key={choice} value={choice} label={INSTALLMENT_TITLES[choice]} />
          ))}
        </RadioGroup>
      )}
      {chooseItem && items.length === 0 && (
        <Callout intent="warning" title="No item is set for this session">
          Please contact the bursary.
        </Callout>
      )}
      {chooseItem && items.length > 0 && (
        <RadioGroup
          label="What are you paying for?"
          name="feeItemId"
          selectedValue={itemId}
          onChange={(event) => choose("feeItemId", event.currentTarget.value)}
        >
          {items.map((item) => (
            <Radio
              key={item.feeItemId}
              value={item.feeItemId}
              label={`${item.name} — ${formatNaira(item.amount)}`}
            />
          ))}
        </RadioGroup>
      )}
      {quote.isFetching && <Spinner size={20} aria-label="Pricing the invoice" />}
      {quote.isError && (
        <Callout intent="danger" role="alert" title="This invoice cannot be generated">
          {errorMessage(quote.error, "The fee could not be priced. Please try again.")}
        </Callout>
      )}
      {quote.data && request && (
        <section
          aria-labelledby={quoteTitleId}
          className="student-fees-confirm"
          data-testid="fee-confirmation"
        >
          <h2 id={quoteTitleId}>Confirm your invoice</h2>
          <p>{quote.data.description}</p>
          <div className="student-fees-table-wrap">
            <HTMLTable compact striped className="student-fees-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="student-fees-amount">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.data.lines.map((line, index) => (
                  // Lines have no id of their own; their order is the invoice's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={index}>
                    <td>{line.description}</td>
                    <td className="student-fees-amount">{formatNaira(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="student-fees-amount" data-testid="quote-total">
                    {formatNaira(quote.data.amount)}
                  </td>
                </tr>
              </tfoot>
            </HTMLTable>
          </div>
        </section>
      )}
      {generate.isError && (
        <Callout intent="danger" role="alert" title="The invoice was not generated">
          {errorMessage(generate.error, "Please try again in a moment.")}
        </Callout>
      )}
      <div className="student-fees-actions">
        <Button
          type="submit"
          intent="primary"
          disabled={!quote.data || !request}
          loading={generate.isPending}
        >
          Generate invoice
        </Button>
        <Link className={Classes.BUTTON} to={back}>
          Back
        </Link>
      </div>
    </form>
  );
}
