import { Button, Callout, Card, Classes, FormGroup, InputGroup, Spinner } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchReceipt } from "../../api/receipts";
import { ReceiptDocument } from "./ReceiptDocument";
import { type PublicReceiptPage, receiptKindProblem } from "./receiptPages";

const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * A public receipt page (/fee_receipt, /admission_status_reciepts, /sundry_reciepts): enter the
 * invoice number or RRR — or arrive with `?reference=` — and see the receipt when it is paid and
 * of a fee this page prints, else a message saying why not.
 */
export function ReceiptLookupPage({ page }: { page: PublicReceiptPage }) {
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference")?.trim() ?? "";
  const [typed, setTyped] = useState(reference);
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const valid = REFERENCE.test(reference);
  const receipt = useQuery({
    queryKey: ["receipt", reference],
    queryFn: () => fetchReceipt(reference),
    enabled: valid,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!REFERENCE.test(value)) {
      setProblem("Enter the invoice number (INV…) or the 12-digit RRR printed on your invoice.");
      return;
    }
    setProblem(undefined);
    setParams({ reference: value });
  };
  const wrongKind = receipt.data && receiptKindProblem(receipt.data, page);

  return (
    <div className="matric-receipt-page">
      <Card className="matric-receipt-lookup matric-no-print">
        <h1 className={Classes.HEADING}>{page.title}</h1>
        <p className={Classes.TEXT_MUTED}>Receipts of {page.serves}, once the payment is confirmed.</p>
        <form onSubmit={submit} noValidate>
          <FormGroup
            label="Invoice number or RRR"
            labelFor={inputId}
            helperText={problem}
            intent={problem ? "danger" : "none"}
          >
            <InputGroup
              id={inputId}
              name="reference"
              value={typed}
              onValueChange={setTyped}
              placeholder="INV0000012AB3C4 or 290012345678"
              intent={problem ? "danger" : "none"}
              aria-invalid={problem ? true : undefined}
              autoComplete="off"
            />
          </FormGroup>
          <Button type="submit" intent="primary" icon={<SearchIcon />} loading={receipt.isFetching}>
            Show receipt
          </Button>
        </form>
      </Card>
      {receipt.isFetching && <Spinner size={24} aria-label="Finding the receipt" />}
      {receipt.isError && (
        <Callout intent="warning" role="alert" title="No receipt to show" className="matric-no-print">
          {errorMessage(receipt.error, "The receipt could not be found. Check the number and try again.")}
        </Callout>
      )}
      {wrongKind && (
        <Callout intent="warning" role="alert" title="Another kind of receipt" className="matric-no-print">
          {wrongKind}
        </Callout>
      )}
      {receipt.data && !wrongKind && <ReceiptDocument receipt={receipt.data} />}
    </div>
  );
}
