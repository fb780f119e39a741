import { Button, Callout } from "@blueprintjs/core";
import type { Session } from "../../session/sessionStore";

const EXPIRY_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

interface ImpersonationBannerProps {
  session: Session;
  onEndSession: () => void;
}

/**
 * Shown while a super-admin acts as another user (spec section 2): who is acting, as whom, until
 * when, and a way to end it. Nothing renders for an ordinary session.
 */
export function ImpersonationBanner({ session, onEndSession }: ImpersonationBannerProps) {
  const { isImpersonating, impersonatorUsername, fullName } = session.profile;
  if (!isImpersonating) return null;
  const expires = new Date(session.expires);
  return (
    <Callout intent="warning" className="impersonation-banner" role="region" aria-label="Impersonation">
      <p className="impersonation-text">
        <strong>{impersonatorUsername ?? "An administrator"}</strong> is signed in as{" "}
        <strong>{fullName}</strong>. This session expires{" "}
        <time dateTime={session.expires}>
          {Number.isNaN(expires.getTime()) ? session.expires : EXPIRY_FORMAT.format(expires)}
        </time>
        .
      </p>
      <Button size="small" intent="warning" text="End session" onClick={onEndSession} />
    </Callout>
  );
}
