import { Callout, Card, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { PublicPage } from "../landing/PublicPage";
import { isApplicationChoice } from "./applicationChoice";
import { useNavigationState } from "./useNavigationState";

/**
 * Where a programme card's sign-in link leads (the invoice link opens the invoice flow). It is
 * reachable only with the chosen application as navigation state (spec section 2); opened
 * without it, it returns to the previous page.
 */
export default function ApplicationStartPage() {
  const application = useNavigationState(isApplicationChoice);
  if (!application) return null;

  return (
    <PublicPage crumbs={[{ text: application.name }]}>
      <Card elevation={1} className="application-start">
        <h1 data-testid="application-name">{application.name}</h1>
        <p>
          <Tag minimal>Application mode {application.applicationMode}</Tag>{" "}
          <Tag minimal>{application.isPartTime ? "Part-time" : "Full-time"}</Tag>
        </p>
        <ol>
          <li>
            <Link to={application.invoicePath} state={application}>
              Generate your application invoice
            </Link>{" "}
            with your phone number.
          </li>
          <li>Pay the application fee online and keep your RRR.</li>
          <li>Sign in and complete your application form, then print your preview.</li>
        </ol>
        <Callout intent="primary" title="Continue your application">
          Online sign-in for this programme opens on this page soon. Please watch the college notices for the
          date.
        </Callout>
      </Card>
    </PublicPage>
  );
}
