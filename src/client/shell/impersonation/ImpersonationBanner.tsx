import { Button, Callout } from "@blueprintjs/core";
import { useState } from "react";
import type { Session } from "../../session/sessionStore";
import { formatTimeLeft } from "./countdown";
import { useNow } from "./useNow";

const EXPIRY_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

interface ImpersonationBannerProps {
  session: Session;
  /** Ends the impersonation and returns the impersonator to their own session. */
  onEndSession: () => Promise<void> | void;
}

/**
 * Shown while someone acts as another user (spec section 2): who is acting, as whom, when it
 * ends with the time left counting down, and a way to end it now. Nothing renders for an
 * ordinary session.
 */
export function ImpersonationBanner({ session, onEndSession }: ImpersonationBannerProps) {
  const { isImpersonating, impersonatorUsername, fullName, impersonationExpires } = session.profile;
  const now = useNow(1000, isImpersonating);
  const [ending, setEnding] = useState(false);
  if (!isImpersonating) return null;
  // The impersonation's own end; a token from before the field existed falls back to its expiry.
  const expiresText = impersonationExpires ?? session.expires;
  const expires = new Date(expiresText);
  const valid = !Number.isNaN(expires.getTime());
  const end = async () => {
    setEnding(true);
    try {
      await onEndSession();
    } finally {
      setEnding(false);
    }
  };
  return (
    <Callout intent="warning" className="impersonation-banner" role="region" aria-label="Impersonation">
      <p className="impersonation-text">
        <strong>{impersonatorUsername ?? "An administrator"}</strong> is signed in as{" "}
        <strong>{fullName}</strong>. This session expires{" "}
        <time dateTime={expiresText}>{valid ? EXPIRY_FORMAT.format(expires) : expiresText}</time>
        {valid ? (
          <>
            {" "}
            (
            <span role="timer" aria-label="Time left">
              {formatTimeLeft(expires.getTime(), now)}
            </span>{" "}
            left)
          </>
        ) : null}
        .
      </p>
      <Button size="small" intent="warning" text="End session" loading={ending} onClick={() => void end()} />
    </Callout>
  );
}
