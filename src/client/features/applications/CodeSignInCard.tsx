import { Button } from "@blueprintjs/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ApplicantCodeSent } from "../../../contract/applicants";
import { phoneNumberSchema } from "../../../contract/payments";
import { flashInvalidAction } from "../applicantInvoices/invoiceFlashes";
import { AuthCard } from "../auth/AuthCard";
import { AuthTextField } from "../auth/AuthTextField";
import type { FieldErrors } from "../auth/fieldErrors";
import { focusFirstProblem } from "../auth/focusFirstProblem";

/** The messages of the fields every code sign-in has; the reference field brings its own. */
export const CODE_SIGN_IN_MESSAGES = {
  phoneNumber: "invalid phone number",
  code: "please enter the 6-digit code from your email",
} as const;

/** The server's phoneNumberSchema (src/contract/payments.ts): the browser reads phone numbers alike. */
const PHONE = new RegExp(phoneNumberSchema.pattern);
const CODE = /^\d{6}$/;

/** What step one sends (trimmed); step two sends it again with the code. */
export interface CodeSignInDetails {
  reference: string;
  phoneNumber: string;
}

export interface CodeSignInCardProps {
  /** The fields' ids are `${idPrefix}-${name}`, e.g. applicant-reference, applicant-phoneNumber, applicant-code. */
  idPrefix: string;
  /** Step one's heading and the paragraph under it. */
  title: string;
  intro: ReactNode;
  /** The field the applicant is known by (an invoice number, an application number…), and its rule. */
  reference: { name: string; label: string; pattern: RegExp; message: string };
  /** The links under step one's form. */
  links: ReactNode;
  /** Step two's submit button, e.g. "Sign in". */
  codeButtonText: string;
  /** Step two's way back to step one, e.g. "Use another invoice". */
  anotherReferenceText: string;
  /** Step one: checks the details and emails a code; answers where it went. */
  signIn: (details: CodeSignInDetails) => Promise<ApplicantCodeSent>;
  /** Step two: the code; the server sets the applicant session. */
  verify: (details: CodeSignInDetails & { code: string }) => Promise<unknown>;
  /** Where a verified applicant goes. */
  next: string;
  /** Step one's fields as the page was opened with them (a paid invoice's RRR and phone). */
  initial?: Partial<CodeSignInDetails>;
}

type Field = "reference" | "phoneNumber" | "code";

/**
 * The applicant's two-step sign-in card: a reference and the phone number, then the 6-digit code
 * the server emails. A refusal flashes "Invalid Action!" with the server's message and stays, so
 * the applicant can retry, ask for a new code or go back to change the details.
 */
export function CodeSignInCard(props: CodeSignInCardProps) {
  const { idPrefix, reference: referenceField } = props;
  const navigate = useNavigate();
  const [reference, setReference] = useState(props.initial?.reference ?? "");
  const [phoneNumber, setPhoneNumber] = useState(props.initial?.phoneNumber ?? "");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<ApplicantCodeSent>();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  const ids: Record<Field, string> = {
    reference: `${idPrefix}-${referenceField.name}`,
    phoneNumber: `${idPrefix}-phoneNumber`,
    code: `${idPrefix}-code`,
  };
  const showProblems = (found: FieldErrors<Field>) => {
    setErrors(found);
    return focusFirstProblem(found, ids);
  };
  const details = (): CodeSignInDetails => ({ reference: reference.trim(), phoneNumber: phoneNumber.trim() });

  async function sendCode() {
    setBusy(true);
    try {
      setSent(await props.signIn(details()));
      setCode("");
      setErrors({});
    } catch (failure) {
      flashInvalidAction(failure);
    } finally {
      setBusy(false);
    }
  }

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!referenceField.pattern.test(reference.trim())) found.reference = referenceField.message;
    if (!PHONE.test(phoneNumber.trim())) found.phoneNumber = CODE_SIGN_IN_MESSAGES.phoneNumber;
    if (showProblems(found)) return;
    await sendCode();
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!CODE.test(code.trim()) && showProblems({ code: CODE_SIGN_IN_MESSAGES.code })) return;
    setBusy(true);
    try {
      await props.verify({ ...details(), code: code.trim() });
      navigate(props.next);
    } catch (failure) {
      flashInvalidAction(failure);
      setBusy(false);
    }
  }

  if (!sent)
    return (
      <AuthCard title={props.title}>
        <p>{props.intro}</p>
        <form onSubmit={submitDetails} noValidate>
          <AuthTextField
            id={ids.reference}
            name={referenceField.name}
            label={referenceField.label}
            autoComplete="off"
            maxLength={40}
            value={reference}
            error={errors.reference}
            onChange={setReference}
          />
          <AuthTextField
            id={ids.phoneNumber}
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
        <div className="auth-links">{props.links}</div>
      </AuthCard>
    );

  return (
    <AuthCard title="Enter your sign-in code">
      <p>
        We sent a 6-digit code to <strong>{sent.email}</strong>. It works once, for {sent.minutes} minutes.
      </p>
      <form onSubmit={submitCode} noValidate>
        <AuthTextField
          id={ids.code}
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={errors.code}
          onChange={setCode}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={props.codeButtonText} />
      </form>
      <div className="auth-links">
        <Button variant="minimal" disabled={busy} onClick={() => void sendCode()} text="Send a new code" />
        <Button
          variant="minimal"
          disabled={busy}
          onClick={() => setSent(undefined)}
          text={props.anotherReferenceText}
        />
      </div>
    </AuthCard>
  );
}
