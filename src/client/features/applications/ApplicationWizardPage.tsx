import { AnchorButton, Callout, Spinner } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { type ApplicationType, documentRoute } from "../../../schema/applicationTypes";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import type { ApplicationData } from "../../engine/schemaForms";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { ApplicationWizard } from "../../engine/wizard/ApplicationWizard";
import { ApplicantSignedOutError, serverDraftStore } from "../../engine/wizard/serverDraftStore";
import { ApplicantBar } from "./ApplicantBar";
import { useApplicantSession } from "./useApplicantSession";

/** Whether the applicant's application is still open for editing. */
type Phase = "checking" | "open" | "submitted";

/**
 * The application form of any type (its meta.json `routes.form`): the wizard over the type's
 * schema and steps, for the applicant signed in with their paid invoice (a visitor without that
 * session goes to the type's sign-in page). The draft lives on the server, per applicant
 * (/api/ApplicationDrafts/<type>); submitting sends the whole application for the server to check
 * against the same schema. Drop-down lists come from the lookup API (public, cached).
 */
export default function ApplicationWizardPage({ type }: { type: ApplicationType }) {
  const { meta, schema, uiSchema } = type;
  const navigate = useNavigate();
  // Created once: the wizard reads the draft at mount and keeps the store it was given.
  const [draftStore] = useState(() => serverDraftStore(meta.id));
  const [phase, setPhase] = useState<Phase>("checking");
  const lookups = useApplicationLookups(schema);
  const session = useApplicantSession(meta);

  // A submitted application cannot change: send the applicant to it instead of an editable form.
  // If the check fails, the form opens anyway (its own load then starts empty or restores).
  useEffect(() => {
    if (!session) return;
    let live = true;
    draftStore
      .fetch()
      .then((draft): Phase => (draft?.submittedAt ? "submitted" : "open"))
      .catch((failure: unknown): Phase | "signedOut" =>
        failure instanceof ApplicantSignedOutError ? "signedOut" : "open",
      )
      .then((next) => {
        if (!live) return;
        if (next === "signedOut") navigate(meta.login, { replace: true });
        else setPhase(next);
      });
    return () => {
      live = false;
    };
  }, [draftStore, session, meta.login, navigate]);

  const submit = async (data: ApplicationData) => {
    await draftStore.submit(data);
  };

  return (
    <main className="matric-page">
      <h1 className="bp6-heading">{meta.name} application</h1>
      {session && <ApplicantBar meta={meta} session={session} />}
      {(phase === "checking" || (phase === "open" && lookups.pending)) && (
        <div className="matric-wizard-loading" role="status">
          <Spinner size={24} /> Loading your application…
        </div>
      )}
      {phase === "submitted" && (
        <Callout intent="success" title="Application submitted">
          <p>
            You have submitted your {meta.name} application; it can no longer be changed. If something must be
            corrected, please ask the admissions office to reset it.
          </p>
          <AnchorButton
            href={documentRoute(meta)}
            intent="primary"
            text="View and print your application slip"
          />
        </Callout>
      )}
      {phase === "open" && !lookups.pending && (
        <ApplicationWizard
          schema={schema}
          uiSchema={uiSchema}
          steps={meta.steps}
          lookups={lookups.lists}
          draftStore={draftStore}
          onSubmit={submit}
          onSubmitted={() => navigate(documentRoute(meta))}
          header={<CollegeHeader subtitle={`${meta.name} application form`} />}
        />
      )}
    </main>
  );
}
