import { Button, Card } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { loginRequest } from "../../api/auth";
import { errorMessage } from "../../api/http";
import { COLLEGE_NAME } from "../../app/college";
import { LOGIN_MESSAGES, nextLoginStep } from "../../session/loginFlow";
import { startSession } from "../../session/sessionLifecycle";
import { sessionStore } from "../../session/sessionStore";
import { flash } from "../../shell/flash";
import { logoFor } from "../../shell/season";
import { AuthTextField } from "./AuthTextField";
import type { SetupState } from "./ChangeEmailPage";
import { PasswordField } from "./PasswordField";
import "./auth.css";
import type { FieldErrors } from "./fieldErrors";
import { focusFirstProblem } from "./focusFirstProblem";

type Field = "userName" | "password";

const failed = (message: string) =>
  void flash({ title: LOGIN_MESSAGES.title, message, intent: "danger", timeout: 5000 });

/** `notice`: why the user is asked to sign in here (their session ended on another page's address). */
export default function LoginPage({ notice }: { notice?: string } = {}) {
  const navigate = useNavigate();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!userName.trim()) found.userName = LOGIN_MESSAGES.userNameRequired;
    if (!password) found.password = LOGIN_MESSAGES.passwordRequired;
    setErrors(found);
    if (focusFirstProblem(found, { userName: "login-username", password: "login-password" })) return;
    setBusy(true);
    try {
      const response = await loginRequest(userName, password);
      const step = nextLoginStep(response);
      if (step.kind === "changeEmail") {
        // The setup token lives only in this navigation's state: it is not a session.
        const state: SetupState = {
          userId: response.userId,
          setupToken: response.setupToken ?? "",
          fullName: response.fullName,
        };
        navigate("/change_email", { state });
      } else if (step.kind === "verifyOtp") navigate("/verify_otp", { state: { userName: userName.trim() } });
      else if (step.kind === "failed") failed(step.message);
      else {
        sessionStore.signIn(response);
        startSession();
      }
    } catch (error) {
      failed(errorMessage(error, LOGIN_MESSAGES.fallback));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <Link to="/" className="auth-brand">
          <img src={logoFor(new Date())} alt="" width={48} height={48} />
          <span>{COLLEGE_NAME}</span>
        </Link>
        <h1>Sign in to your portal</h1>
        {/* A plain paragraph, not a Callout: the sign-in page's first load stays as small as it was. */}
        {notice && (
          <p role="alert" className="auth-notice">
            {notice}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <AuthTextField
            id="login-username"
            name="userName"
            label="Username"
            autoComplete="username"
            value={userName}
            error={errors.userName}
            onChange={setUserName}
          />
          <PasswordField
            id="login-password"
            name="password"
            label="Password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={setPassword}
          />
          <Button type="submit" intent="primary" size="large" fill loading={busy} text="Login" />
        </form>
        <div className="auth-links">
          <Link to="/forgot_password">Forgot Password?</Link>
          <span>
            New student? <Link to="/verify_account">Verify account</Link>
          </span>
        </div>
      </Card>
    </main>
  );
}
