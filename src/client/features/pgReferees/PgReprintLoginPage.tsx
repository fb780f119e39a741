import { Button } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { ApplicantCodeSent } from "../../../contract/applicants";
import { reprintCalls } from "../../api/pgReferees";
import { flashInvalidAction } from "../applicantInvoices/invoiceFlashes";
import { AuthCard } from "../auth/AuthCard";
import { AuthTextField } from "../auth/AuthTextField";

export const REPRINT_FIELD_MESSAGES = {
  applicationNumber: "please input your application number, e.g. PG/2026/000012",
  phoneNumber: "invalid phone number",
  code: "please enter the 6-digit code from your email",
} as const;

/** The same rules as the server's (src/contract/pgReferees.ts, payments.ts). */
const PHONE = /^(\+?234|0)[789][01][0-9]{8}$/;
const APPLICATION_NUMBER = /^[A-Za-z_]+\/[0-9]{4}\/[0-9]{1,9}$/;
/** Where the slip is printed: the postgraduate type's details page. */
const PG = { type: "pg", slip: "/pg_application_details", login: "/pg_login" } as const;

type Field = "applicationNumber" | "phoneNumber" | "code";
type Errors = Partial<Record<Field, string>>;

/**
 * /pg_reprint_login: a postgraduate applicant who has submitted reprints their application slip
 * with the application number (on the slip and the application fee receipt) and the phone number,
 * then the code emailed to them — the applicant sign-in's code and session. The slip shows the
 * referees' status.
 */
export default function PgReprintLoginPage() {
  const navigate = useNavigate();
  const [calls] = useState(() => reprintCalls(PG.type));
  const [applicationNumber, setApplicationNumber] = useState("");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<ApplicantCodeSent>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const showProblems = (found: Errors) => {
    setErrors(found);
    const first = (["applicationNumber", "phoneNumber", "code"] as const).find((field) => found[field]);
    if (first) document.getElementById(`reprint-${first}`)?.focus();
    return first !== undefined;
  };
  const details = () => ({
    applicationNumber: applicationNumber.trim().toUpperCase(),
    phoneNumber: phoneNumber.trim(),
  });

  async function sendCode() {
    setBusy(true);
    try {
      setSent(await calls.signIn(details()));
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
    const found: Errors = {};
    if (!APPLICATION_NUMBER.test(applicationNumber.trim()))
      found.applicationNumber = REPRINT_FIELD_MESSAGES.applicationNumber;
    if (!PHONE.test(phoneNumber.trim())) found.phoneNumber = REPRINT_FIELD_MESSAGES.phoneNumber;
    if (showProblems(found)) return;
    await sendCode();
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()) && showProblems({ code: REPRINT_FIELD_MESSAGES.code })) return;
    setBusy(true);
    try {
      await calls.verify({ ...details(), code: code.trim() });
      navigate(PG.slip);
    } catch (failure) {
      flashInvalidAction(failure);
      setBusy(false);
    }
  }

  if (!sent)
    return (
      <AuthCard title="Reprint your postgraduate application slip">
        <p>
          Give the application number on your slip or application fee receipt and the phone number you applied
          with. We will email you a code.
        </p>
        <form onSubmit={submitDetails} noValidate>
          <AuthTextField
            id="reprint-applicationNumber"
            name="applicationNumber"
            label="Application Number"
            autoComplete="off"
            maxLength={40}
            value={applicationNumber}
            error={errors.applicationNumber}
            onChange={setApplicationNumber}
          />
          <AuthTextField
            id="reprint-phoneNumber"
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
          <Link to={PG.login}>Not submitted yet? Sign in with your invoice</Link>
          <Link to="/post_graduate_portal">Back to the postgraduate portal</Link>
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
          id="reprint-code"
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={errors.code}
          onChange={setCode}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Open my slip" />
      </form>
      <div className="auth-links">
        <Button variant="minimal" disabled={busy} onClick={() => void sendCode()} text="Send a new code" />
        <Button
          variant="minimal"
          disabled={busy}
          onClick={() => setSent(undefined)}
          text="Use another application number"
        />
      </div>
    </AuthCard>
  );
}
