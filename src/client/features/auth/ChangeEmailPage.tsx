import { Button, Callout } from "@blueprintjs/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { sendSetupPasswordEmail } from "../../api/auth";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { AuthTextField } from "./AuthTextField";
import type { FieldErrors } from "./fieldErrors";
import { focusFirstProblem } from "./focusFirstProblem";
import { emailProblem } from "./passwordRules";
import { confirmEmailProblem, SETUP_MESSAGES } from "./setupRules";

/** What the login page hands over for a user who has not finished setup (navigation state). */
export interface SetupState {
  userId: number;
  setupToken: string;
  fullName?: string;
}

function setupStateOf(state: unknown): SetupState | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { userId, setupToken, fullName } = state as Record<string, unknown>;
  if (typeof userId !== "number" || typeof setupToken !== "string" || !setupToken) return undefined;
  return { userId, setupToken, ...(typeof fullName === "string" ? { fullName } : {}) };
}

type Field = "email" | "confirmEmail";

/**
 * /change_email (spec: after login, for a user flagged as not yet set up): the user gives the
 * email address of their account, twice; a link to choose a password is mailed there. Reached
 * only from the login page, which passes the short-lived setup token along.
 */
export default function ChangeEmailPage() {
  const navigate = useNavigate();
  const setup = setupStateOf(useLocation().state);
  const [email, setEmail] = useState("");
  const [confirmEmail, setConfirmEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!setup) navigate("/login", { replace: true });
  }, [setup, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!setup) return;
    const found: FieldErrors<Field> = {
      email: emailProblem(email),
      confirmEmail: confirmEmailProblem(email, confirmEmail),
    };
    setErrors(found);
    if (focusFirstProblem(found, { email: "setup-email", confirmEmail: "setup-confirm-email" })) return;
    setBusy(true);
    try {
      setSent(await sendSetupPasswordEmail({ userId: setup.userId, email, setupToken: setup.setupToken }));
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.email) {
        setErrors({ email: fields.email });
        return;
      }
      void flash({
        title: SETUP_MESSAGES.failedTitle,
        message: errorMessage(failure, SETUP_MESSAGES.failedFallback),
        intent: "danger",
        timeout: 5000,
      });
      // A used or expired setup token: the way on is to sign in again.
      if (fields.setupToken) navigate("/login", { replace: true });
    } finally {
      setBusy(false);
    }
  }

  if (!setup) return null;
  if (sent !== undefined) {
    return (
      <AuthCard title={SETUP_MESSAGES.sentTitle}>
        <Callout intent="primary" icon="envelope" role="status">
          <p>{sent}</p>
          <p>
            Open the link in that mail to choose your password. No mail after a few minutes? Check your spam
            folder, or sign in again to send another.
          </p>
        </Callout>
        <div className="auth-links">
          <Link to="/login">Back to login</Link>
        </div>
      </AuthCard>
    );
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, error?: string) => (
    <AuthTextField
      id={id}
      label={label}
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={set}
    />
  );

  return (
    <AuthCard title="Set up your account">
      <p>
        {setup.fullName ? `Welcome, ${setup.fullName}. ` : "Welcome. "}
        Before you continue, give the email address for your portal account. We will send a link there to
        choose your password.
      </p>
      <form onSubmit={submit} noValidate>
        {field("setup-email", "Email Address", email, setEmail, errors.email)}
        {field(
          "setup-confirm-email",
          "Confirm Email Address",
          confirmEmail,
          setConfirmEmail,
          errors.confirmEmail,
        )}
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Send Link" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
