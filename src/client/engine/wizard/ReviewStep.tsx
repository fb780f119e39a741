import { Button, Callout } from "@blueprintjs/core";
import { ChevronLeftIcon, SendMessageIcon } from "@blueprintjs/icons";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ReactNode } from "react";
import { ApplicationDocument } from "../document";
import type { ApplicationData, FormSection } from "../schemaForms";

/** What the final submit has come to. */
export type SubmitState =
  | { readonly kind: "idle" }
  | { readonly kind: "submitting" }
  | { readonly kind: "done" }
  | { readonly kind: "failed"; readonly message: string }
  /** Errors no step can show (rules on the whole form). */
  | { readonly kind: "invalid"; readonly messages: readonly string[] };

export interface ReviewStepProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  sections: readonly FormSection[];
  data: ApplicationData;
  header?: ReactNode;
  submit: SubmitState;
  onEdit(sectionId: string): void;
  onBack(): void;
  onSubmit(): void;
}

/**
 * The last step: the whole application read-only, as the same document the preview page prints
 * (values, not inputs), with an Edit button per section, then Back and Submit.
 */
export function ReviewStep({
  schema,
  uiSchema,
  sections,
  data,
  header,
  submit,
  onEdit,
  onBack,
  onSubmit,
}: ReviewStepProps) {
  return (
    <div className="matric-wizard-review">
      <ApplicationDocument
        schema={schema}
        uiSchema={uiSchema}
        sections={sections}
        data={data}
        header={header}
        onEdit={onEdit}
      />
      {submit.kind === "failed" && (
        <Callout intent="danger" title="The application was not submitted" role="alert">
          {submit.message}
        </Callout>
      )}
      {submit.kind === "invalid" && (
        <Callout intent="danger" title="Please correct these before submitting" role="alert">
          <ul>
            {submit.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Callout>
      )}
      {submit.kind === "done" ? (
        <Callout intent="success" title="Application submitted" role="status">
          Your application has been received.
        </Callout>
      ) : (
        <div className="matric-wizard-actions matric-no-print">
          <Button icon={<ChevronLeftIcon />} onClick={onBack}>
            Back
          </Button>
          <Button
            intent="primary"
            icon={<SendMessageIcon />}
            loading={submit.kind === "submitting"}
            onClick={onSubmit}
          >
            Submit application
          </Button>
        </div>
      )}
    </div>
  );
}
