import { Button, ButtonGroup, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { AdmissionLookupBody } from "../../../contract/admissions";
import { sendAccountCode, verifyAccountCode } from "../../api/admissions";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "../auth/AuthCard";
import VerifyAccountPage from "../auth/VerifyAccountPage";
import { LookupForm } from "./LookupForm";
import "./admissions.css";

const failed = (error: unknown) =>
  void flash({
    title: "Invalid Action!",
    message: errorMessage(error, "Invalid action, please enter correct details"),
    intent: "danger",
    timeout: 5000,
  });

/** Step 1 and 2 of an admitted applicant's verification: number and phone, then the emailed code. */
function AdmittedVerify() {
  const navigate = useNavigate();
  const [who, setWho] = useState<AdmissionLookupBody>();
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function send(body: AdmissionLookupBody) {
    setBusy(true);
    try {
      const sent = await sendAccountCode(body);
      setWho(body);
      setSentTo(sent.email);
      setFieldErrors({});
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      if (!fields.reference && !fields.phoneNumber) failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!who) return;
    if (!/^\s*\d{6}\s*$/.test(code)) {
      setCodeError("please input the 6-digit code from the email");
      document.getElementById("account-code")?.focus();
      return;
    }
    setBusy(true);
    try {
      await verifyAccountCode({ ...who, code: code.trim() });
      navigate("/create_profile");
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.code) setCodeError(fields.code);
      else failed(error);
    } finally {
      setBusy(false);
    }
  }

  if (who && sentTo)
    return (
      <>
        <Callout intent="primary" icon="envelope" role="status">
          We sent a 6-digit code to {sentTo}. It works once, for 10 minutes.
        </Callout>
        <form onSubmit={verify} noValidate className="admitted-code-form">
          <FormGroup
            label="Verification Code"
            labelFor="account-code"
            intent={codeError ? "danger" : "none"}
            helperText={codeError}
          >
            <InputGroup
              id="account-code"
              name="code"
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={Boolean(codeError)}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill loading={busy} text="Verify" />
        </form>
        <Button variant="minimal" onClick={() => void send(who)} text="Send a new code" />
      </>
    );
  return (
    <>
      <p>
        Admitted and paid your acceptance fee? Enter your application number and the phone number you applied
        with. We will email you a code, then you create your student profile and password.
      </p>
      <LookupForm
        idPrefix="account"
        submitText="Send Code"
        busy={busy}
        serverErrors={fieldErrors}
        onSubmit={(body) => void send(body)}
      />
    </>
  );
}

/**
 * /verify_account (spec: New Student → Verify Account): a newly admitted applicant verifies with
 * their application number, phone and an emailed code, then goes on to /create_profile; a student
 * the registry already gave an account verifies it as before (the first-time setup link).
 */
export default function NewStudentVerifyPage() {
  const location = useLocation();
  const [admitted, setAdmitted] = useState(
    Boolean((location.state as { admitted?: boolean } | null)?.admitted),
  );
  const choice = (
    <ButtonGroup fill className="verify-choice" aria-label="Which new student are you?">
      <Button
        active={admitted}
        aria-pressed={admitted}
        onClick={() => setAdmitted(true)}
        text="Newly admitted"
      />
      <Button
        active={!admitted}
        aria-pressed={!admitted}
        onClick={() => setAdmitted(false)}
        text="I have a registration number"
      />
    </ButtonGroup>
  );
  if (!admitted)
    return (
      <>
        <div className="verify-choice-bar">{choice}</div>
        <VerifyAccountPage />
      </>
    );
  return (
    <AuthCard title="Verify your admission">
      {choice}
      <AdmittedVerify />
      <div className="auth-links">
        <Link to="/prospective_students">Check admission status</Link>
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
