import { Callout, Spinner } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import type { LoginResponse } from "../../../contract/auth";
import type { ImpersonationLink } from "../../../contract/impersonation";
import { errorMessage } from "../../api/http";
import { impersonationLoginRequest } from "../../api/impersonation";
import { IMPERSONATION_LOGIN_PATH } from "../../session/sessionHint";
import { startSession } from "../../session/sessionLifecycle";
import { sessionStore } from "../../session/sessionStore";
import { readImpersonationLink } from "./impersonationLink";
import "./impersonation.css";

export const LOGIN_PAGE_MESSAGES = {
  badLink: "This impersonation link is not complete. Please start the impersonation again.",
  failed: "The impersonation could not be started. Please try again.",
} as const;

/**
 * The token is single use: however often the page's effect runs (React's development double
 * run, a re-render), one link is sent to the server once.
 */
const openings = new Map<string, Promise<LoginResponse>>();

function openLink(link: ImpersonationLink): Promise<LoginResponse> {
  let opening = openings.get(link.token);
  if (!opening) {
    opening = impersonationLoginRequest(link);
    openings.set(link.token, opening);
  }
  return opening;
}

/**
 * /impersonation_login?userIdToImpersonate=…&impersonatorId=…&token=… (spec section 2): opens the
 * link the impersonation dialog made, in the impersonator's browser. On success the session is
 * the impersonated user's and the router shows their dashboard.
 */
export default function ImpersonationLoginPage() {
  // Read once: the address is cleaned straight away so the token stays out of history.
  const [link] = useState(() => readImpersonationLink(new URLSearchParams(window.location.search)));
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    window.history.replaceState(window.history.state, "", IMPERSONATION_LOGIN_PATH);
    if (!link) {
      setProblem(LOGIN_PAGE_MESSAGES.badLink);
      return;
    }
    let current = true;
    openLink(link)
      .then((response) => {
        sessionStore.signIn(response);
        startSession();
      })
      .catch((error: unknown) => {
        if (current) setProblem(errorMessage(error, LOGIN_PAGE_MESSAGES.failed));
      });
    return () => {
      current = false;
    };
  }, [link]);

  return (
    <main className="impersonation-login" aria-labelledby="impersonation-login-title">
      <h1 id="impersonation-login-title">Impersonation</h1>
      {problem ? (
        <Callout intent="danger" title="Impersonation not started">
          <p>{problem}</p>
          {/* A full page load restores the impersonator's own session from their cookie. */}
          <a href="/dashboard">Back to your dashboard</a>
        </Callout>
      ) : (
        <Spinner aria-label="Starting the impersonation" />
      )}
    </main>
  );
}
