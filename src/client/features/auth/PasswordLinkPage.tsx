import { Button, Callout } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { PasswordLinkBody } from "../../../contract/auth";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import type { FieldErrors } from "./fieldErrors";
import { focusFirstProblem } from "./focusFirstProblem";
import { PasswordField } from "./PasswordField";
import { confirmationProblem, newPasswordProblem, PASSWORD_MESSAGES } from "./passwordRules";

type Field = "password" | "confirmPassword";

export interface PasswordLinkPageProps {
  /** The form's heading, e.g. "Choose a new password". */
  title: string;
  /** The heading while the link is missing or no longer works. */
  problemTitle: string;
  intro?: string;
  submitText: string;
  /** Shown when the page is opened without the link's token. */
  missingLink: string;
  /** Where a new link comes from. */
  newLink: { to: string; text: string };
  /** Sends the token and the new password; throws the server's error. */
  submit: (body: PasswordLinkBody) => Promise<void>;
  success: { title: string; message: string };
  failureTitle: string;
}

/**
 * A page opened from a mailed single-use link (…?token=…) that sets a password: the reset link of
 * /reset_password and the first-time setup link of /setup_password. The token is checked by the
 * server only; a link that no longer works replaces the form with what to do instead.
 */
export function PasswordLinkPage(props: PasswordLinkPageProps) {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [linkProblem, setLinkProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      password: newPasswordProblem(password),
      confirmPassword: confirmationProblem(password, confirmPassword),
    };
    setErrors(found);
    if (focusFirstProblem(found, { password: "link-password", confirmPassword: "link-confirm" })) return;
    setBusy(true);
    try {
      await props.submit({ token, password, confirmPassword });
      void flash({ ...props.success, intent: "success", timeout: 5000 });
      navigate("/login", { replace: true });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.token) setLinkProblem(fields.token);
      else if (fields.password || fields.confirmPassword)
        setErrors({ password: fields.password, confirmPassword: fields.confirmPassword });
      else
        void flash({
          title: props.failureTitle,
          message: errorMessage(failure, PASSWORD_MESSAGES.resetFailedFallback),
          intent: "danger",
          timeout: 5000,
        });
    } finally {
      setBusy(false);
    }
  }

  if (!token || linkProblem) {
    return (
      <AuthCard title={props.problemTitle}>
        <Callout intent="warning" role="alert">
          {linkProblem ?? props.missingLink}
        </Callout>
        <div className="auth-links">
          <Link to={props.newLink.to}>{props.newLink.text}</Link>
          <Link to="/login">Back to login</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={props.title}>
      {props.intro ? <p>{props.intro}</p> : null}
      <form onSubmit={submit} noValidate>
        <PasswordField
          id="link-password"
          label="New Password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
          hint={PASSWORD_MESSAGES.passwordRule}
        />
        <PasswordField
          id="link-confirm"
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={props.submitText} />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
