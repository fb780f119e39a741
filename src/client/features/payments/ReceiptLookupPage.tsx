import { Button, Callout, Card, Classes, FormGroup, InputGroup, Spinner } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { phoneNumberSchema } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { fetchReceipt } from "../../api/receipts";
import { rememberedPayerPhone, rememberPayerPhone } from "./payerPhone";
import { ReceiptDocument } from "./ReceiptDocument";
import { type PublicReceiptPage, receiptKindProblem } from "./receiptPages";

const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;
const PHONE = new RegExp(phoneNumberSchema.pattern);

interface Problems {
  reference?: string;
  phone?: string;
}

/** What is wrong with the two fields as typed (nothing: both may be sent). */
function problemsOf(reference: string, phone: string): Problems {
  return {
    ...(REFERENCE.test(reference)
      ? {}
      : { reference: "Enter the invoice number (INV…) or the 12-digit RRR printed on your invoice." }),
    ...(phone === "" || PHONE.test(phone)
      ? {}
      : { phone: "Enter the phone number as written on your invoice, e.g. 08031234567." }),
  };
}

/**
 * A public receipt page (/fee_receipt, /admission_status_reciepts, /sundry_reciepts): enter the
 * invoice number or RRR — or arrive with `?reference=` — and the phone number the invoice was made
 * for (the proof that the payment is yours; prefilled when this tab already knows it; not needed
 * when signed in), and see the receipt when it is paid and of a fee this page prints, else a
 * message saying why not.
 */
export function ReceiptLookupPage({ page }: { page: PublicReceiptPage }) {
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference")?.trim() ?? "";
  const [typed, setTyped] = useState(reference);
  const [typedPhone, setTypedPhone] = useState(() => rememberedPayerPhone() ?? "");
  const [phone, setPhone] = useState(typedPhone);
  const [problems, setProblems] = useState<Problems>({});
  const referenceId = useId();
  const phoneId = useId();
  const valid = REFERENCE.test(reference);
  const receipt = useQuery({
    queryKey: ["receipt", reference, phone],
    queryFn: () => fetchReceipt(reference, phone || undefined),
    enabled: valid,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    const phoneValue = typedPhone.trim();
    const found = problemsOf(value, phoneValue);
    setProblems(found);
    if (found.reference || found.phone) return;
    rememberPayerPhone(phoneValue);
    setPhone(phoneValue);
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
            labelFor={referenceId}
            helperText={problems.reference}
            intent={problems.reference ? "danger" : "none"}
          >
            <InputGroup
              id={referenceId}
              name="reference"
              value={typed}
              onValueChange={setTyped}
              placeholder="INV0000012AB3C4 or 290012345678"
              intent={problems.reference ? "danger" : "none"}
              aria-invalid={problems.reference ? true : undefined}
              autoComplete="off"
            />
          </FormGroup>
          <FormGroup
            label="Phone number on the invoice"
            labelFor={phoneId}
            helperText={
              problems.phone ??
              "The phone number the invoice was made for: it shows the payment is yours. Not needed when you are signed in."
            }
            intent={problems.phone ? "danger" : "none"}
          >
            <InputGroup
              id={phoneId}
              name="phone"
              type="tel"
              value={typedPhone}
              onValueChange={setTypedPhone}
              placeholder="08031234567"
              intent={problems.phone ? "danger" : "none"}
              aria-invalid={problems.phone ? true : undefined}
              autoComplete="tel"
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
          {errorMessage(
            receipt.error,
            "The receipt could not be found. Check the number and the phone number and try again.",
          )}
        </Callout>
      )}
      {wrongKind && (
        <Callout intent="warning" role="alert" title="Another kind of receipt" className="matric-no-print">
          {wrongKind}
        </Callout>
      )}
      {receipt.data && !wrongKind && (
        <ReceiptDocument receipt={receipt.data} payerPhone={phone || undefined} />
      )}
    </div>
  );
}
