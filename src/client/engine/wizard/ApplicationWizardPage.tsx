import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { CollegeHeader } from "../document/CollegeHeader";
import type { ApplicationData } from "../schemaForms";
import { fixtureLookups } from "../schemaForms/fixtureLookups";
import { NCE_DRAFT_KEY, NCE_SUBMITTED_KEY, nceApplication } from "../schemaForms/nce";
import { ApplicationWizard } from "./ApplicationWizard";
import { localDraftStore } from "./draftStore";

const { meta, schema, uiSchema } = nceApplication;

/**
 * /nce_application: the NCE application wizard. Until the lookup and applications APIs exist it
 * uses the fixture lookups, keeps the draft in localStorage and "submits" by storing the
 * application locally for /nce_preview.
 */
export default function ApplicationWizardPage() {
  const navigate = useNavigate();
  // Created once: the wizard reads the draft at mount and keeps the store it was given.
  const [draftStore] = useState(() => localDraftStore(NCE_DRAFT_KEY));
  const [submittedStore] = useState(() => localDraftStore(NCE_SUBMITTED_KEY));

  const submit = (data: ApplicationData) => submittedStore.save(data);

  return (
    <main className="matric-page">
      <h1 className="bp6-heading">{meta.name} application</h1>
      <ApplicationWizard
        schema={schema}
        uiSchema={uiSchema}
        steps={meta.steps}
        lookups={fixtureLookups}
        draftStore={draftStore}
        onSubmit={submit}
        onSubmitted={() => navigate(meta.routes.preview)}
        header={<CollegeHeader subtitle={`${meta.name} application form`} />}
      />
    </main>
  );
}
