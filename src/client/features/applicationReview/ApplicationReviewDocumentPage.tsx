import { Button, Classes, Dialog, DialogBody, NonIdealState, Tag } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import refereeReportForm from "../../../../schemas/forms/pg-referee-report.json";
import { APPLICATION_REVIEW_WORKFLOW, type ReviewDocument } from "../../../contract/applicationReview";
import { fetchReviewDocument, reviewKeys } from "../../api/applicationReview";
import { fetchTypeDefinition } from "../../api/applicationTypes";
import { fetchWorkflowView, workflowKeys } from "../../api/workflows";
import { ApplicationDocument } from "../../engine/document/ApplicationDocument";
import { CollegeHeader } from "../../engine/document/CollegeHeader";
import { DetailsTable } from "../../engine/document/PrintableDocument";
import { applyLookups } from "../../engine/schemaForms";
import { useApplicationLookups } from "../../engine/schemaForms/useApplicationLookups";
import { DecisionDialog, type DecisionRequest } from "../../engine/workflow";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";
import { flash } from "../../shell/flash";
import { formatDate, formatNaira } from "../../ui/format";
import { typeOfDefinition } from "../applicationTypes/usePublishedType";
import { QueryState } from "../courseRegistration/PageState";
import { studentIdOf } from "../students/StudentViewPage";
import "./applicationReview.css";

/** The review's list (schemas/workflows/application-review.json's screen). */
const REVIEW_LIST = "/applications/review";

const STATUS_TEXT: Record<ReviewDocument["status"], string> = {
  pending: "Pending",
  admitted: "Admitted",
  not_admitted: "Not admitted",
};

/** The referee report's questions, by answer key (schemas/forms/pg-referee-report.json). */
const REPORT_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(refereeReportForm.schema.properties).map(([key, property]) => [key, property.title]),
);

/**
 * /applications/review/view?id= (admissions officer, registrar): a submitted application as the
 * applicant's own printable slip — passport, every section with the O-level sittings and the
 * uploads (each viewable) — followed by the decision, the referees' reports and the application
 * fee invoice; Admit and Not admit in its toolbar.
 */
export default function ApplicationReviewDocumentPage() {
  const [search] = useSearchParams();
  const id = studentIdOf(search);
  // The breadcrumb's last step: "Application Review › Application", not the path's "View".
  useCurrentPageName("Application");
  const review = useQuery({
    queryKey: reviewKeys.document(id ?? 0),
    queryFn: () => fetchReviewDocument(id ?? 0),
    enabled: id !== undefined,
  });
  if (id === undefined)
    return (
      <NonIdealState
        title="No such application"
        description="The link may be out of date. Choose one from the list instead."
        action={<Link to={REVIEW_LIST}>Back to application review</Link>}
      />
    );
  return (
    <section aria-labelledby="review-document-title" className="application-review-document">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to={REVIEW_LIST}>
        Back to application review
      </Link>
      <h1 id="review-document-title" className={`${Classes.HEADING} matric-no-print`}>
        {review.data ? `Application ${review.data.applicationNumber}` : "Application"}
      </h1>
      <QueryState query={review} what="The application">
        {(data) => <ReviewedApplication review={data} />}
      </QueryState>
    </section>
  );
}

function ReviewedApplication({ review }: { review: ReviewDocument }) {
  const definition = useQuery({
    queryKey: ["applicationTypes", review.applicationTypeId, "versions", review.typeVersion],
    queryFn: async () =>
      typeOfDefinition(await fetchTypeDefinition(review.applicationTypeId, review.typeVersion)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryState query={definition} what="The application form">
      {(type) => <ReviewedDocument review={review} type={type} />}
    </QueryState>
  );
}

function ReviewedDocument({
  review,
  type,
}: {
  review: ReviewDocument;
  type: ReturnType<typeof typeOfDefinition>;
}) {
  const lookups = useApplicationLookups(type.schema);
  const schema = useMemo(() => applyLookups(type.schema, lookups.lists), [type.schema, lookups.lists]);
  const [viewing, setViewing] = useState<{ name: string; dataUrl: string }>();
  const decided = review.decision;

  return (
    <>
      <ApplicationDocument
        schema={schema}
        uiSchema={type.uiSchema}
        sections={type.sections}
        data={review.data}
        fileAction={(file) =>
          file.dataUrl.startsWith("data:image/") ? (
            <Button
              className="matric-no-print"
              size="small"
              variant="minimal"
              aria-label={`View ${file.name}`}
              onClick={() => setViewing(file)}
            >
              View
            </Button>
          ) : (
            <a className="matric-no-print" href={file.dataUrl} download={file.name}>
              Download
            </a>
          )
        }
        actions={<DecisionButtons review={review} />}
        header={
          <>
            <CollegeHeader subtitle={`${review.applicationType} application`} />
            <p className="matric-document-reference">
              Application number: <strong>{review.applicationNumber}</strong> · {review.sessionName} ·
              submitted {formatDate(review.submittedAt)}{" "}
              <Tag
                intent={
                  review.status === "admitted" ? "success" : review.status === "pending" ? "none" : "danger"
                }
              >
                {STATUS_TEXT[review.status]}
              </Tag>
            </p>
          </>
        }
      >
        <section className="matric-document-section" aria-labelledby="review-decision">
          <h3 id="review-decision" className={Classes.HEADING}>
            Admission decision
          </h3>
          <DetailsTable
            rows={[
              ["Status", STATUS_TEXT[review.status]],
              ...(decided
                ? ([
                    ["Programme", decided.programme ?? "-"],
                    ["Department", decided.department ?? "-"],
                    ["Course option", decided.courseOption ?? "-"],
                    ["Level", decided.level ?? "-"],
                    ["Decided by", decided.decidedBy ?? "-"],
                    ["Decided on", formatDate(decided.decidedAt)],
                    ["Matric number", decided.matricNumber ?? "Not yet a student"],
                  ] as const)
                : []),
            ]}
          />
        </section>
        {review.referees.length > 0 ? (
          <section className="matric-document-section" aria-labelledby="review-referees">
            <h3 id="review-referees" className={Classes.HEADING}>
              Referees' reports
            </h3>
            {review.referees.map((referee) => (
              <div key={referee.position} className="matric-document-group">
                <h4 className={Classes.HEADING}>
                  {referee.fullName} ({referee.email})
                </h4>
                {referee.report ? (
                  <DetailsTable
                    rows={[
                      ["Received", referee.submittedAt ? formatDate(referee.submittedAt) : "-"],
                      ...Object.entries(referee.report).map(
                        ([key, answer]) => [REPORT_LABELS[key] ?? key, answer] as const,
                      ),
                    ]}
                  />
                ) : (
                  <p className={Classes.TEXT_MUTED}>Not received yet.</p>
                )}
              </div>
            ))}
          </section>
        ) : null}
        <section className="matric-document-section" aria-labelledby="review-invoice">
          <h3 id="review-invoice" className={Classes.HEADING}>
            Application fee invoice
          </h3>
          {review.invoice ? (
            <DetailsTable
              rows={[
                ["Invoice number", review.invoice.invoiceNumber],
                ["RRR", review.invoice.rrr ?? "-"],
                ["Description", review.invoice.description],
                ["Amount", formatNaira(review.invoice.amount)],
                ["Status", review.invoice.isPaid ? "Paid" : review.invoice.paymentStatus],
                ["Paid on", review.invoice.paidAt ? formatDate(review.invoice.paidAt) : "-"],
              ]}
            />
          ) : (
            <p className={Classes.TEXT_MUTED}>No application fee invoice.</p>
          )}
        </section>
      </ApplicationDocument>
      <Dialog isOpen={Boolean(viewing)} title={viewing?.name} onClose={() => setViewing(undefined)}>
        <DialogBody>
          {viewing ? <img className="review-file-image" src={viewing.dataUrl} alt={viewing.name} /> : null}
        </DialogBody>
      </Dialog>
    </>
  );
}

/**
 * Admit / Not admit in the document's toolbar: the review workflow's steps the server allows the
 * reader on this application now (none once the applicant became a student), through the engine's
 * decision dialog.
 */
function DecisionButtons({ review }: { review: ReviewDocument }) {
  const client = useQueryClient();
  const [request, setRequest] = useState<DecisionRequest>();
  const view = useQuery({
    queryKey: workflowKeys.view(APPLICATION_REVIEW_WORKFLOW),
    queryFn: () => fetchWorkflowView(APPLICATION_REVIEW_WORKFLOW),
  });
  if (!view.data) return null;
  const steps = view.data.transitions.filter((step) => review.actions.includes(step.name));
  if (steps.length === 0) return null;
  const row = { id: review.applicantId, name: review.applicationNumber };
  return (
    <>
      {steps.map((step) => (
        <Button key={step.name} intent={step.intent} onClick={() => setRequest({ step, rows: [row] })}>
          {step.label}
        </Button>
      ))}
      <DecisionDialog
        view={view.data}
        request={request}
        onClose={() => setRequest(undefined)}
        onDone={(message) => {
          setRequest(undefined);
          void flash({ title: "Admission Decision Saved!", message, intent: "success", timeout: 3000 });
          void client.invalidateQueries({ queryKey: reviewKeys.all });
          void client.invalidateQueries({ queryKey: workflowKeys.rows(APPLICATION_REVIEW_WORKFLOW) });
        }}
      />
    </>
  );
}
