import { Callout, Card, H1, NonIdealState, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { openRefereeRequest, REFEREE_MESSAGES, submitRefereeReport } from "../../api/pgReferees";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import { SchemaForm } from "../../engine/schemaForms";
import { PublicPage } from "../landing/PublicPage";
import { refereeReportForm } from "./refereeForm";

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * /pg_referee_form?token=…: the referee of a postgraduate applicant opens the single-use link
 * emailed to them and writes their confidential report once (schemas/forms/pg-referee-report.json).
 * They see the applicant's name and programme, nothing else of the application.
 */
function RefereeReport() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const wellFormed = TOKEN.test(token);
  const [thanks, setThanks] = useState<string>();

  const request = useQuery({
    queryKey: ["referee-request", token],
    queryFn: () => openRefereeRequest(token),
    enabled: wellFormed,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const submit = useMutation({
    mutationFn: (report: Record<string, unknown>) =>
      submitRefereeReport(token, report as Record<string, string>),
    onSuccess: (message) => {
      setThanks(message);
      window.scrollTo({ top: 0 });
    },
  });

  let body: ReactNode;
  if (!wellFormed)
    body = (
      <Callout intent="danger" title="This link cannot be used">
        {REFEREE_MESSAGES.invalid}
      </Callout>
    );
  else if (thanks)
    body = (
      <Callout intent="success" title="Report received" role="status">
        {thanks} The link no longer opens the form.
      </Callout>
    );
  else if (request.isPending) body = <Spinner size={24} aria-label="Loading the reference request" />;
  else if (request.isError)
    body = (
      <NonIdealState
        title="This link cannot be used"
        description={errorMessage(request.error, REFEREE_MESSAGES.invalid)}
      />
    );
  else {
    const info = request.data;
    body = (
      <>
        <Card className="referee-summary">
          <dl>
            <dt>Applicant</dt>
            <dd>{info.applicantName}</dd>
            <dt>Application</dt>
            <dd>{info.applicationType}</dd>
            <dt>Programme</dt>
            <dd>{info.programme ?? "Not stated"}</dd>
            <dt>Link valid until</dt>
            <dd>{new Date(info.expiresAt).toLocaleDateString("en-NG", { dateStyle: "long" })}</dd>
          </dl>
        </Card>
        <p>
          Dear {info.refereeName}, please give your honest assessment. Your report is confidential: the
          applicant does not see it. You can submit it once.
        </p>
        {submit.isError ? (
          <Callout intent="danger" title="Your report was not saved">
            {errorMessage(submit.error, "Please check the form and try again.")}
          </Callout>
        ) : null}
        <SchemaForm
          form={refereeReportForm}
          initialData={{ refereeName: info.refereeName }}
          submitText="Submit report"
          busy={submit.isPending}
          failure={submit.error}
          onSubmit={(values) => submit.mutate(values)}
        />
      </>
    );
  }

  return (
    <>
      <CollegeHeader subtitle="Postgraduate referee report" />
      <H1>Referee report</H1>
      {body}
    </>
  );
}

/** For a referee who is a visitor: the public pages' frame (top bar, trail). */
export default function RefereeFormPage() {
  return (
    <PublicPage crumbs={[{ text: "Referee report" }]}>
      <div className="referee-page">
        <RefereeReport />
      </div>
    </PublicPage>
  );
}

/** For a referee who is signed in (a lecturer, say): inside the app's own frame. */
export function RefereeFormInApp() {
  return (
    <div className="matric-page referee-page">
      <RefereeReport />
    </div>
  );
}
