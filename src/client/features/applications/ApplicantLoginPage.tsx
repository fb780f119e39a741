import { Button } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { ApplicantCodeSent } from "../../../contract/applicants";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { applicantCalls } from "../../api/applicants";
import { flashInvalidAction } from "../applicantInvoices/invoiceFlashes";
import { AuthCard } from "../auth/AuthCard";
import { AuthTextField } from "../auth/AuthTextField";
import { applicationChoiceOf } from "./applicationChoice";

export const LOGIN_FIELD_MESSAGES = {
  reference: "please input your invoice number or RRR",
  phoneNumber: "invalid phone number",
  code: "please enter the 6-digit code from your email",
} as const;

/** The same rule as the server's phoneNumberSchema (src/contract/payments.ts). */
const PHONE = /^(\+?234|0)[789][01][0-9]{8}$/;
const REFERENCE = /^[A-Za-z0-9-]+$/;

type Errors = Partial<Record<"reference" | "phoneNumber" | "code", string>>;

/**
 * The sign-in of one application type (its meta.json `login`, e.g. /nce_login): the paid
 * invoice's number or RRR with the phone number it was generated with, then the 6-digit code the
 * server emails to the invoice's address; then the type's form, whose draft the server keeps for
 * this applicant.
 */
export default function ApplicantLoginPage({ type }: { type: ApplicationType }) {
  const { meta } = type;
  const navigate = useNavigate();
  const [calls] = useState(() => applicantCalls(meta.id));
  const [reference, setReference] = useState("");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<ApplicantCodeSent>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const showProblems = (found: Errors) => {
    setErrors(found);
    const first = (["reference", "phoneNumber", "code"] as const).find((field) => found[field]);
    if (first) document.getElementById(`applicant-${first}`)?.focus();
    return first !== undefined;
  };

  async function sendCode() {
    setBusy(true);
    try {
      setSent(await calls.signIn({ reference: reference.trim(), phoneNumber: phoneNumber.trim() }));
      setCode("");
      setErrors({});
    } catch (failure) {
      flashInvalidAction(failure);
    } finally {
      setBusy(false);
    }
  }

  async function submitInvoice(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!REFERENCE.test(reference.trim())) found.reference = LOGIN_FIELD_MESSAGES.reference;
    if (!PHONE.test(phoneNumber.trim())) found.phoneNumber = LOGIN_FIELD_MESSAGES.phoneNumber;
    if (showProblems(found)) return;
    await sendCode();
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()) && showProblems({ code: LOGIN_FIELD_MESSAGES.code })) return;
    setBusy(true);
    try {
      await calls.verify({ reference: reference.trim(), phoneNumber: phoneNumber.trim(), code: code.trim() });
      navigate(meta.routes.form);
    } catch (failure) {
      flashInvalidAction(failure);
      setBusy(false);
    }
  }

  if (!sent)
    return (
      <AuthCard title={`${meta.name} application sign-in`}>
        <p>
          Sign in with your <strong>paid</strong> application invoice: its invoice number or RRR, and the
          phone number you generated it with. We will email you a code.
        </p>
        <form onSubmit={submitInvoice} noValidate>
          <AuthTextField
            id="applicant-reference"
            name="reference"
            label="Invoice Number or RRR"
            autoComplete="off"
            maxLength={40}
            value={reference}
            error={errors.reference}
            onChange={setReference}
          />
          <AuthTextField
            id="applicant-phoneNumber"
            name="phoneNumber"
            label="Phone Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={14}
            value={phoneNumber}
            error={errors.phoneNumber}
            onChange={setPhoneNumber}
          />
          <Button type="submit" intent="primary" size="large" fill loading={busy} text="Continue" />
        </form>
        <div className="auth-links">
          <Link to={meta.invoice.route} state={applicationChoiceOf(meta)}>
            No paid invoice yet? Generate your invoice
          </Link>
          <Link to="/">Back to home</Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title="Enter your sign-in code">
      <p>
        We sent a 6-digit code to <strong>{sent.email}</strong>. It works once, for {sent.minutes} minutes.
      </p>
      <form onSubmit={submitCode} noValidate>
        <AuthTextField
          id="applicant-code"
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={errors.code}
          onChange={setCode}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Sign in" />
      </form>
      <div className="auth-links">
        <Button variant="minimal" disabled={busy} onClick={() => void sendCode()} text="Send a new code" />
        <Button
          variant="minimal"
          disabled={busy}
          onClick={() => setSent(undefined)}
          text="Use another invoice"
        />
      </div>
    </AuthCard>
  );
}
