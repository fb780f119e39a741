import { AnchorButton, Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useEffect, useMemo, useState } from "react";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { ApplicationDocument } from "../../engine/document/ApplicationDocument";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import { applyLookups } from "../../engine/schemaForms";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { type ServerDraft, serverDraftStore } from "../../engine/wizard/serverDraftStore";

/**
 * The application of any type as its printable document (its meta.json `routes.preview`, and
 * `routes.details` when it has one): this browser's application on the server
 * (/api/ApplicationDrafts/<type>), submitted or still a draft.
 */
export default function ApplicationPreviewPage({ type }: { type: ApplicationType }) {
  const { meta, uiSchema, sections } = type;
  const [draft, setDraft] = useState<ServerDraft | null>();
  // Lookup ids print as their names (the college's lists from the lookup API).
  const lookups = useApplicationLookups(type.schema);
  const schema = useMemo(() => applyLookups(type.schema, lookups.lists), [type.schema, lookups.lists]);

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
  }, [meta.id]);

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
          This is your saved draft.{" "}
          <a className="inline-link" href={meta.routes.form}>
            Go back to the form
          </a>{" "}
          to finish and submit it.
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
