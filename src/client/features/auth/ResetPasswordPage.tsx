import { Button, Callout } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { PasswordField } from "./PasswordField";
import { resetPassword, serverFieldErrors } from "./passwordApi";
import { confirmationProblem, newPasswordProblem, PASSWORD_MESSAGES } from "./passwordRules";

interface FieldErrors {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

/** /reset_password?token=…: choose a new password with the link from the reset mail. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkProblem, setLinkProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {
      password: newPasswordProblem(password),
      confirmPassword: confirmationProblem(password, confirmPassword),
    };
    setErrors(found);
    if (found.password || found.confirmPassword) {
      document.getElementById(found.password ? "reset-password" : "reset-confirm")?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token, password, confirmPassword);
      void flash({
        title: "Password Reset!",
        message: "Your password has been changed. Please sign in with your new password.",
        intent: "success",
        timeout: 5000,
      });
      navigate("/login", { replace: true });
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.token) setLinkProblem(fields.token);
      else if (fields.password || fields.confirmPassword)
        setErrors({ password: fields.password, confirmPassword: fields.confirmPassword });
      else
        void flash({
          title: "Password Reset Failed!",
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
      <AuthCard title="Reset your password">
        <Callout intent="warning" role="alert">
          {linkProblem ?? "This page needs the link from your reset email. Please request a new one."}
        </Callout>
        <div className="auth-links">
          <Link to="/forgot_password">Request a new link</Link>
          <Link to="/login">Back to login</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <PasswordField
          id="reset-password"
          label="New Password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
          hint={PASSWORD_MESSAGES.passwordRule}
        />
        <PasswordField
          id="reset-confirm"
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Reset Password" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
