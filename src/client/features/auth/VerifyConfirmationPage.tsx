import { Callout } from "@blueprintjs/core";
import { Link, useLocation } from "react-router-dom";
import { AuthCard } from "./AuthCard";

function sentTo(state: unknown): string | undefined {
  if (typeof state === "object" && state !== null && "email" in state && typeof state.email === "string")
    return state.email;
  return undefined;
}

/** /verify_confirmation: after asking for a reset link, tell the user to check their mail. */
export default function VerifyConfirmationPage() {
  const email = sentTo(useLocation().state);
  return (
    <AuthCard title="Check your email">
      <Callout intent="primary" icon="envelope">
        <p>
          If an account uses {email ? <strong>{email}</strong> : "that address"}, we have sent it a link to
          reset your password. The link works once, for 30 minutes.
        </p>
        <p>No mail after a few minutes? Check your spam folder, or ask for a new link.</p>
      </Callout>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
        <Link to="/forgot_password">Send another link</Link>
      </div>
    </AuthCard>
  );
}
