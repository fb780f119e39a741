import { Button } from "@blueprintjs/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { twoFactorRequest } from "../../api/auth";
import { errorMessage } from "../../api/http";
import { LOGIN_MESSAGES } from "../../session/loginFlow";
import { startSession } from "../../session/sessionLifecycle";
import { sessionStore } from "../../session/sessionStore";
import { flash } from "../../shell/flash";
import { AuthCard } from "./AuthCard";
import { AuthTextField } from "./AuthTextField";

const CODE_MESSAGE = "please enter the 6-digit code from your email";

/**
 * /verify_otp: the second step of signing in for users with two-factor authentication. The login
 * page sends the user name along as navigation state; without it there is nothing to verify.
 */
export default function VerifyOtpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const userName = (location.state as { userName?: string } | null)?.userName;
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!userName) navigate("/login", { replace: true });
  }, [userName, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!userName) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(CODE_MESSAGE);
      document.getElementById("otp-code")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      sessionStore.signIn(await twoFactorRequest({ userName, code: code.trim() }));
      startSession();
    } catch (failure) {
      const message = errorMessage(failure, LOGIN_MESSAGES.fallback);
      setError(message);
      void flash({ title: LOGIN_MESSAGES.title, message, intent: "danger", timeout: 5000 });
    } finally {
      setBusy(false);
    }
  }

  if (!userName) return null;
  return (
    <AuthCard title="Enter your sign-in code">
      <p>We sent a 6-digit code to the email address on your account. It works once, for 10 minutes.</p>
      <form onSubmit={submit} noValidate>
        <AuthTextField
          id="otp-code"
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error}
          onChange={setCode}
        />
        <Button type="submit" intent="primary" size="large" fill loading={busy} text="Verify" />
      </form>
      <div className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
