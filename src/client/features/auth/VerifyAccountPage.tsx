import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { serverFieldErrors } from "./passwordApi";
import { verifyUser } from "./setupApi";
import { contactProblem, SETUP_MESSAGES } from "./setupRules";

interface FieldErrors {
  userName?: string | undefined;
  contact?: string | undefined;
}

/**
 * /verify_account (spec: "Verify account" for new students): the registration number and the email
 * address or phone number the college holds. When they match an account awaiting setup, a link to
 * choose a password goes to the email address on record. The page says the same either way.
 */
export default function VerifyAccountPage() {
  const [userName, setUserName] = useState("");
  const [contact, setContact] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {
      userName: userName.trim() ? undefined : SETUP_MESSAGES.regNumberRequired,
      contact: contactProblem(contact),
    };
    setErrors(found);
    if (found.userName || found.contact) {
      document.getElementById(found.userName ? "verify-reg-number" : "verify-contact")?.focus();
      return;
    }
    setBusy(true);
    try {
      setAnswer(await verifyUser(userName, contact));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
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
        <FormGroup
          label="Registration Number"
          labelFor="verify-reg-number"
          intent={errors.userName ? "danger" : "none"}
          helperText={errors.userName}
        >
          <InputGroup
            id="verify-reg-number"
            name="userName"
            autoComplete="username"
            size="large"
            value={userName}
            intent={errors.userName ? "danger" : "none"}
            aria-invalid={Boolean(errors.userName)}
            onChange={(e) => setUserName(e.target.value)}
          />
        </FormGroup>
        <FormGroup
          label="Email Address or Phone Number"
          labelFor="verify-contact"
          intent={errors.contact ? "danger" : "none"}
          helperText={errors.contact}
        >
          <InputGroup
            id="verify-contact"
            name="contact"
            size="large"
            value={contact}
            intent={errors.contact ? "danger" : "none"}
            aria-invalid={Boolean(errors.contact)}
            onChange={(e) => setContact(e.target.value)}
          />
        </FormGroup>
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Verify Account" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
