import { AnchorButton, Callout, Spinner } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { FieldChangeView } from "../../../contract/applicationTypes";
import { type ApplicationType, documentRoute } from "../../../schema/applicationTypes";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import type { ApplicationData } from "../../engine/schemaForms";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { ApplicationWizard } from "../../engine/wizard/ApplicationWizard";
import type { DraftStore } from "../../engine/wizard/draftStore";
import { ApplicantSignedOutError, serverDraftStore } from "../../engine/wizard/serverDraftStore";
import { usePublishedType } from "../applicationTypes/usePublishedType";
import { PublicPage } from "../landing/PublicPage";
import { ApplicantBar, useApplicantAccount } from "./ApplicantBar";
import { invoicePrefill } from "./invoicePrefill";

// Shown only to an applicant whose draft began on an older version (it brings the document
// renderer): fetched then, not with every wizard.
const VersionChanges = lazy(() =>
  import("../applicationTypes/VersionChanges").then((module) => ({ default: module.VersionChanges })),
);

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
export default function ApplicationWizardPage({ type: builtIn }: { type: ApplicationType }) {
  const navigate = useNavigate();
  // Created once: the wizard reads the draft at mount and keeps the store it was given.
  const [draftStore] = useState(() => serverDraftStore(builtIn.meta.id));
  const [phase, setPhase] = useState<Phase>("checking");
  // What changed since the applicant's draft was filled in, when a newer version was published.
  const [changes, setChanges] = useState<{ from: number; to: number; list: FieldChangeView[] }>();
  // The form is the type's newest published version (application types published from the portal).
  const published = usePublishedType(builtIn, { enabled: phase === "open" });
  const { type } = published;
  const { meta, schema, uiSchema } = type;
  const lookups = useApplicationLookups(schema);
  const session = useApplicantSession(meta);
  const account = useApplicantAccount(meta, session);
  // A new application starts with the names and contacts the applicant gave on their invoice.
  const wizardStore = useMemo<DraftStore>(() => {
    const details = session?.invoiceDetails;
    return { ...draftStore, starting: () => (details ? invoicePrefill(schema, details) : undefined) };
  }, [draftStore, session, schema]);

  // A submitted application cannot change: send the applicant to it instead of an editable form.
  // If the check fails, the form opens anyway (its own load then starts empty or restores).
  useEffect(() => {
    if (!session) return;
    let live = true;
    draftStore
      .fetch()
      .then((draft): Phase => {
        if (draft && !draft.submittedAt && draft.changes?.length && draft.latestVersion)
          setChanges({ from: draft.typeVersion ?? 1, to: draft.latestVersion, list: draft.changes });
        return draft?.submittedAt ? "submitted" : "open";
      })
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
    // The public frame (top bar, breadcrumb, margins) the invoice pages before it have too.
    <PublicPage crumbs={[{ text: `${meta.name} application` }]} account={account}>
      <h1 className="bp6-heading">{meta.name} application</h1>
      {session && <ApplicantBar session={session} />}
      {(phase === "checking" || (phase === "open" && (lookups.pending || !published.ready))) && (
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
      {phase === "open" && changes && (
        <Suspense fallback={null}>
          <VersionChanges {...changes} />
        </Suspense>
      )}
      {phase === "open" && !lookups.pending && published.ready && (
        <ApplicationWizard
          key={published.version ?? 0}
          schema={schema}
          uiSchema={uiSchema}
          steps={meta.steps}
          lookups={lookups.lists}
          draftStore={wizardStore}
          onSubmit={submit}
          onSubmitted={() => navigate(documentRoute(meta))}
          header={<CollegeHeader subtitle={`${meta.name} application form`} />}
        />
      )}
    </PublicPage>
  );
}
