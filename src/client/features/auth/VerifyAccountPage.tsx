import { Button, Callout } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { verifyUser } from "../../api/auth";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { AuthTextField } from "./AuthTextField";
import type { FieldErrors } from "./fieldErrors";
import { focusFirstProblem } from "./focusFirstProblem";
import { contactProblem, SETUP_MESSAGES } from "./setupRules";

type Field = "userName" | "contact";

/**
 * /verify_account (spec: "Verify account" for new students): the registration number and the email
 * address or phone number the college holds. When they match an account awaiting setup, a link to
 * choose a password goes to the email address on record. The page says the same either way.
 */
export default function VerifyAccountPage() {
  const [userName, setUserName] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [answer, setAnswer] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      userName: userName.trim() ? undefined : SETUP_MESSAGES.regNumberRequired,
      contact: contactProblem(contact),
    };
    setErrors(found);
    if (focusFirstProblem(found, { userName: "verify-reg-number", contact: "verify-contact" })) return;
    setBusy(true);
    try {
      setAnswer(await verifyUser({ userName, contact }));
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.userName || fields.contact)
        setErrors({ userName: fields.userName, contact: fields.contact });
      else
        void flash({
          title: SETUP_MESSAGES.failedTitle,
          message: errorMessage(failure, SETUP_MESSAGES.failedFallback),
          intent: "danger",
          timeout: 5000,
        });
    } finally {
      setBusy(false);
    }
  }

  if (answer !== undefined) {
    return (
      <AuthCard title={SETUP_MESSAGES.sentTitle}>
        <Callout intent="primary" icon="envelope" role="status">
          <p>{answer}</p>
          <p>
            The link works once, for 30 minutes. No mail after a few minutes? Check your spam folder, or ask
            the ICT unit to check the details the college holds.
          </p>
        </Callout>
        <div className="auth-links">
          <Link to="/login">Back to login</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your account">
      <p>
        New student? Enter your registration number and the email address or phone number you gave the
        college. We will send you a link to set up your portal password.
      </p>
      <form onSubmit={submit} noValidate>
        <AuthTextField
          id="verify-reg-number"
          name="userName"
          label="Registration Number"
          autoComplete="username"
          value={userName}
          error={errors.userName}
          onChange={setUserName}
        />
        <AuthTextField
          id="verify-contact"
          name="contact"
          label="Email Address or Phone Number"
          value={contact}
          error={errors.contact}
          onChange={setContact}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Verify Account" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
