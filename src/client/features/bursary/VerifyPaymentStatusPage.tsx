import { Button, Callout, FormGroup, H1, HTMLTable, InputGroup } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { RecheckResult } from "../../../contract/staffPayments";
import { errorMessage } from "../../api/http";
import { recheckPayment } from "../../api/staffPayments";
import { formatNaira } from "../../ui/format";
import { BursaryTabs } from "./BursaryTabs";
import { INVOICE_TABS } from "./bursaryTabs";
import "./bursary.css";

const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;

/** What the settlement did, in the bursary's words. */
export function settlementText(result: RecheckResult): string {
  switch (result.settlement) {
    case "credited":
      return "The gateway confirmed the payment: the invoice has now been credited.";
    case "unchanged":
      return "The invoice was already paid; nothing changed.";
    case "pending":
      return "The gateway has no completed payment for this RRR yet; nothing was credited.";
    case "short":
      return "The gateway reports less than the invoice total: recorded as a flagged (short) payment, not credited.";
    case "excess":
      return "The gateway reports more than the invoice total: recorded as a flagged (excess) payment, not credited.";
    case "not_payable":
      return "The invoice can no longer be paid (cancelled or expired): the payment is recorded as flagged.";
    default:
      return `Recorded as ${result.settlement}.`;
  }
}

/**
 * /invoice_management/verify_payment_status: the bursary asks the gateway about an RRR or invoice
 * now, through the same settlement as the webhook, and sees what it said and what was credited.
 */
export default function VerifyPaymentStatusPage() {
  const id = useId();
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string>();
  const check = useMutation({ mutationFn: recheckPayment });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = reference.trim();
    if (!REFERENCE.test(value)) {
      setProblem("Enter an RRR or an invoice number (letters, digits and dashes).");
      return;
    }
    setProblem(undefined);
    check.mutate(value);
  }

  const result = check.data;
  return (
    <BursaryTabs
      label="Invoice management"
      tabs={INVOICE_TABS}
      current="/invoice_management/verify_payment_status"
    >
      <section className="bursary-screen">
        <H1 className="bursary-title">Verify payment status</H1>
        <p>Ask the payment gateway about an invoice now. A payment it confirms is credited at once.</p>
        <form className="bursary-search" onSubmit={submit} noValidate>
          <FormGroup
            label="RRR or invoice number"
            labelFor={`${id}-reference`}
            intent={problem ? "danger" : "none"}
            helperText={problem}
          >
            <InputGroup
              id={`${id}-reference`}
              value={reference}
              onValueChange={setReference}
              intent={problem ? "danger" : "none"}
            />
          </FormGroup>
          <Button type="submit" intent="primary" loading={check.isPending}>
            Verify
          </Button>
        </form>
        {check.isError ? (
          <Callout intent="danger" title="The payment could not be verified" role="alert">
            {errorMessage(check.error, "Please try again.")}
          </Callout>
        ) : null}
        {result ? (
          <div aria-live="polite">
            <Callout
              intent={
                result.settlement === "credited" || result.settlement === "unchanged" ? "success" : "warning"
              }
            >
              {settlementText(result)}
            </Callout>
            <HTMLTable compact className="bursary-details" aria-label="What the gateway said">
              <tbody>
                <tr>
                  <th scope="row">Invoice number</th>
                  <td>{result.invoiceNumber}</td>
                </tr>
                <tr>
                  <th scope="row">RRR</th>
                  <td>{result.rrr}</td>
                </tr>
                <tr>
                  <th scope="row">Gateway status</th>
                  <td>
                    {result.gatewayState} ({result.gatewayCode}: {result.gatewayMessage})
                  </td>
                </tr>
                <tr>
                  <th scope="row">Amount the gateway reports</th>
                  <td>{result.gatewayAmount === null ? "-" : formatNaira(result.gatewayAmount)}</td>
                </tr>
                <tr>
                  <th scope="row">Invoice status now</th>
                  <td>{result.invoiceStatus}</td>
                </tr>
              </tbody>
            </HTMLTable>
          </div>
        ) : null}
      </section>
    </BursaryTabs>
  );
}
