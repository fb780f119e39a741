import { AnchorButton, Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useEffect, useMemo, useState } from "react";
import { applyLookups, resolveSections } from "../schemaForms";
import { nceApplication } from "../schemaForms/nce";
import { useApplicationLookups } from "../schemaForms/useApplicationLookups";
import { type ServerDraft, serverDraftStore } from "../wizard/serverDraftStore";
import { ApplicationDocument } from "./ApplicationDocument";
import { CollegeHeader } from "./CollegeHeader";

const { meta, uiSchema } = nceApplication;
const sections = resolveSections(nceApplication.schema, uiSchema, meta.steps);

/**
 * /nce_preview: the NCE application as its printable document — this browser's application on the
 * server (/api/ApplicationDrafts/nce), submitted or still a draft.
 */
export default function ApplicationPreviewPage() {
  const [draft, setDraft] = useState<ServerDraft | null>();
  // Lookup ids print as their names (the college's lists from the lookup API).
  const lookups = useApplicationLookups(nceApplication.schema);
  const schema = useMemo(() => applyLookups(nceApplication.schema, lookups.lists), [lookups.lists]);

  useEffect(() => {
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
  }, []);

  return (
    <main className="matric-page">
      <h1 className={`${Classes.HEADING} matric-no-print`}>{meta.name} application preview</h1>
      {draft === undefined && <Spinner size={24} aria-label="Loading the application" />}
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
          This is your saved draft. <a href={meta.routes.form}>Go back to the form</a> to finish and submit
          it.
        </Callout>
      )}
      {draft && (
        <ApplicationDocument
          schema={schema}
          uiSchema={uiSchema}
          sections={sections}
          data={draft.data}
          header={<CollegeHeader subtitle={`${meta.name} application form`} />}
        />
      )}
    </main>
  );
}
