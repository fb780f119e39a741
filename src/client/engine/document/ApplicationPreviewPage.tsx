import { AnchorButton, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useEffect, useState } from "react";
import { type ApplicationData, applyLookups, resolveSections } from "../schemaForms";
import { fixtureLookups } from "../schemaForms/fixtureLookups";
import { NCE_DRAFT_KEY, NCE_SUBMITTED_KEY, nceApplication } from "../schemaForms/nce";
import { localDraftStore } from "../wizard/draftStore";
import { ApplicationDocument } from "./ApplicationDocument";
import { CollegeHeader } from "./CollegeHeader";

const { meta, uiSchema } = nceApplication;
const schema = applyLookups(nceApplication.schema, fixtureLookups);
const sections = resolveSections(schema, uiSchema, meta.steps);

/**
 * /nce_preview: the NCE application as its printable document — the submitted one, else the
 * draft. Reads localStorage until the applications API serves the applicant's record.
 */
export default function ApplicationPreviewPage() {
  const [data, setData] = useState<ApplicationData | null>();

  useEffect(() => {
    let live = true;
    const read = async () =>
      (await localDraftStore(NCE_SUBMITTED_KEY).load()) ?? (await localDraftStore(NCE_DRAFT_KEY).load());
    read()
      .catch(() => undefined)
      .then((found) => {
        if (live) setData(found ?? null);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="matric-page">
      <h1 className={`${Classes.HEADING} matric-no-print`}>{meta.name} application preview</h1>
      {data === undefined && <Spinner size={24} aria-label="Loading the application" />}
      {data === null && (
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title="No application yet"
          description="Fill in the application form first; its preview appears here."
          action={<AnchorButton href={meta.routes.form} intent="primary" text="Go to the application form" />}
        />
      )}
      {data && (
        <ApplicationDocument
          schema={schema}
          uiSchema={uiSchema}
          sections={sections}
          data={data}
          header={<CollegeHeader subtitle={`${meta.name} application form`} />}
        />
      )}
    </main>
  );
}
