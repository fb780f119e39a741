import { Callout, Card, Tag } from "@blueprintjs/core";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { LandingTopBar } from "../landing/LandingTopBar";
import { type ApplicationChoice, isApplicationChoice } from "./applicationChoice";
import "../landing/landing.css";

/**
 * Where a programme card leads: the invoice and sign-in entry points of one application.
 * It is reachable only with the chosen application as navigation state (spec section 2);
 * opened without it, it returns to the previous page.
 */
export default function ApplicationStartPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const application: ApplicationChoice | undefined = isApplicationChoice(state) ? state : undefined;

  useEffect(() => {
    if (application) return;
    // history.state.idx is React Router's position in this tab's history.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/", { replace: true });
  }, [application, navigate]);

  if (!application) return null;
  const signingIn = location.pathname === application.loginPath;

  return (
    <div className="landing">
      <LandingTopBar />
      <main className="landing-programmes">
        <nav aria-label="Breadcrumb" className="bp6-text-muted">
          <Link to="/">Home</Link> / {application.name}
        </nav>
        <Card elevation={1} className="application-start">
          <h1 data-testid="application-name">{application.name}</h1>
          <p>
            <Tag minimal>Application mode {application.applicationMode}</Tag>{" "}
            <Tag minimal>{application.isPartTime ? "Part-time" : "Full-time"}</Tag>
          </p>
          <ol>
            <li>Generate your application invoice with your phone number.</li>
            <li>Pay the application fee online and keep your RRR.</li>
            <li>Sign in and complete your application form, then print your preview.</li>
          </ol>
          <Callout intent="primary" title={signingIn ? "Continue your application" : "Generate your invoice"}>
            Online {signingIn ? "sign-in" : "invoice generation"} for this programme opens on this page soon.
            Please watch the college notices for the date.
          </Callout>
        </Card>
      </main>
    </div>
  );
}
