import { AnchorButton, Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useEffect, useMemo, useState } from "react";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { ApplicationDocument } from "../../engine/document/ApplicationDocument";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import { applyLookups } from "../../engine/schemaForms";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { type ServerDraft, serverDraftStore } from "../../engine/wizard/serverDraftStore";
import { usePublishedType } from "../applicationTypes/usePublishedType";
import { PublicPage } from "../landing/PublicPage";
import { RefereeStatusPanel } from "../pgReferees/RefereeStatusPanel";
import { ApplicantBar, useApplicantAccount } from "./ApplicantBar";
import { useApplicantSession } from "./useApplicantSession";

/**
 * The application of any type as its printable document (its meta.json `routes.preview`, and
 * `routes.details` when it has one): the signed-in applicant's application on the server
 * (/api/ApplicationDrafts/<type>), submitted — the application slip, with the passport photo and
 * a Print button — or still a draft. A visitor without an applicant session goes to the sign-in.
 */
export default function ApplicationPreviewPage({ type: builtIn }: { type: ApplicationType }) {
  const [draft, setDraft] = useState<ServerDraft | null>();
  const session = useApplicantSession(builtIn.meta);
  const account = useApplicantAccount(builtIn.meta, session);
  // An application prints with the version it was filled with (a submitted one keeps it).
  const published = usePublishedType(builtIn, { version: draft?.typeVersion ?? 1, enabled: Boolean(draft) });
  const { type } = published;
  const { meta, uiSchema, sections } = type;
  // Lookup ids print as their names (the college's lists from the lookup API).
  const lookups = useApplicationLookups(type.schema);
  const schema = useMemo(() => applyLookups(type.schema, lookups.lists), [type.schema, lookups.lists]);

  useEffect(() => {
    if (!session) return;
    let live = true;
    serverDraftStore(meta.id)
      .fetch()
      .catch(() => undefined)
      .then((found) => {
        if (live) setDraft(found ?? null);
      });
    return () => {
      live = false;
    };
  }, [meta.id, session]);
  const submitted = Boolean(draft?.submittedAt);

  return (
    <PublicPage
      account={account}
      crumbs={[
        { text: `${meta.name} application`, to: meta.routes.form },
        { text: submitted ? "Application slip" : "Preview" },
      ]}
    >
      <h1 className={`${Classes.HEADING} matric-no-print`}>
        {meta.name} {submitted ? "application slip" : "application preview"}
      </h1>
      {session && <ApplicantBar session={session} />}
      {submitted && (
        <Callout intent="success" title="Application submitted" className="matric-no-print">
          Print this slip and keep it: bring it to the college when asked.
          {session && (
            <>
              {" "}
              You will check your admission status with your application number,{" "}
              <strong>{session.applicationNumber}</strong>, and the phone number you applied with.
            </>
          )}
        </Callout>
      )}
      {(draft === undefined || (draft && !published.ready)) && (
        <Spinner size={24} aria-label="Loading the application" />
      )}
      {draft === null && (
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title="No application yet"
          description="Fill in the application form first; its preview appears here."
          action={<AnchorButton href={meta.routes.form} intent="primary" text="Go to the application form" />}
        />
      )}
      {draft && !draft.submittedAt && (
        <Callout intent="warning" title="Not submitted yet" className="matric-no-print">
          This is your saved draft.{" "}
          <a className="inline-link" href={meta.routes.form}>
            Go back to the form
          </a>{" "}
          to finish and submit it.
        </Callout>
      )}
      {draft && published.ready && (
        <ApplicationDocument
          schema={schema}
          uiSchema={uiSchema}
          sections={sections}
          data={draft.data}
          header={
            <>
              <CollegeHeader
                subtitle={`${meta.name} ${submitted ? "application slip" : "application form"}`}
              />
              {session && (
                <p className="matric-document-reference">
                  Application number:{" "}
                  <strong data-testid="application-number">{session.applicationNumber}</strong>
                </p>
              )}
            </>
          }
        />
      )}
      {submitted && sections.some((section) => section.id === "referees") && <RefereeStatusPanel />}
    </PublicPage>
  );
}
