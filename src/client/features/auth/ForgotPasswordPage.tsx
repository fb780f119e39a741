import { Button } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { sendResetPasswordMail } from "../../api/auth";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { AuthTextField } from "./AuthTextField";
import { emailProblem, PASSWORD_MESSAGES } from "./passwordRules";

/** /forgot_password: one Email Address field; a reset link is mailed (spec sections 2, 5 and 8). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      document.getElementById("forgot-email")?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await sendResetPasswordMail(email);
      void flash({
        title: PASSWORD_MESSAGES.resetSentTitle,
        message: message ?? "",
        intent: "success",
        timeout: 5000,
      });
      navigate("/verify_confirmation", { state: { email: email.trim() } });
    } catch (failure) {
      void flash({
        title: PASSWORD_MESSAGES.resetFailedTitle,
        message: errorMessage(failure, PASSWORD_MESSAGES.resetFailedFallback),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot your password?">
      <p>
        Enter the email address of your portal account and we will send you a link to reset your password.
      </p>
      <form onSubmit={submit} noValidate>
        <AuthTextField
          id="forgot-email"
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={setEmail}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Reset Password" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </AuthCard>
  );
}
