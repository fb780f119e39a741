import { Callout, Card, Tag } from "@blueprintjs/core";
import { APER_SECTIONS, type AperSection } from "../../../schema/performanceEvaluation/aperSections";
import { errorMessage } from "../../api/http";
import { type EvaluationView, useSaveSection } from "../../api/performanceEvaluation";
import { useLookups } from "../../api/resources";
import { SchemaForm } from "../../engine/schemaForms";
import { flash } from "../../shell/flash";
import { APER_LOOKUPS, formOf } from "./aperForms";

function SectionForm({ evaluation, section }: { evaluation: EvaluationView; section: AperSection }) {
  const save = useSaveSection(evaluation.id);
  const lookups = useLookups(APER_LOOKUPS);
  const saved = evaluation.answers[section.name];
  const headingId = `aper-${section.name}`;
  return (
    <Card className="aper-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {section.title}{" "}
        {saved ? (
          <Tag intent="success" minimal>
            Saved
          </Tag>
        ) : (
          <Tag minimal>Not saved yet</Tag>
        )}
      </h2>
      {save.isError ? (
        <Callout intent="danger" role="alert">
          {errorMessage(save.error, `${section.title} could not be saved. Please try again.`)}
        </Callout>
      ) : null}
      {lookups.pending ? null : (
        <SchemaForm
          form={formOf(section)}
          lookups={lookups.lists}
          initialData={saved}
          submitText={`Save ${section.title.toLowerCase()}`}
          busy={save.isPending}
          failure={save.error}
          onSubmit={(answers) =>
            save.mutate(
              { section: section.name, answers },
              {
                onSuccess: ({ message }) =>
                  void flash({
                    title: "Saved",
                    message: message ?? `${section.title} saved`,
                    intent: "success",
                    timeout: 3000,
                  }),
              },
            )
          }
        />
      )}
    </Card>
  );
}

/** The sections the caller may fill in now (the server's `editable`), each saved on its own. */
export function SectionForms({ evaluation }: { evaluation: EvaluationView }) {
  const sections = APER_SECTIONS.filter((section) => evaluation.editable.includes(section.name));
  return (
    <>
      {sections.map((section) => (
        <SectionForm key={section.name} evaluation={evaluation} section={section} />
      ))}
    </>
  );
}
