import { Callout, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { type ChangeOfDepartmentApplication, useOwnChangeOfDepartment } from "../../api/changeOfDepartment";
import { DetailsTable, PrintableDocument } from "../../engine/document";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { ApplicationSteps } from "./ApplicationSteps";
import { CHANGE_OF_DEPARTMENT_ROUTES } from "./changeOfDepartmentForm";
import "./changeOfDepartment.css";

const STATE_TAG: Record<
  ChangeOfDepartmentApplication["state"],
  { label: string; intent: "success" | "danger" | "warning" | "primary" }
> = {
  awaiting_payment: { label: "AWAITING PAYMENT", intent: "warning" },
  submitted: { label: "SUBMITTED", intent: "primary" },
  released: { label: "RELEASED", intent: "primary" },
  accepted: { label: "ACCEPTED", intent: "primary" },
  approved: { label: "APPROVED", intent: "success" },
  refused: { label: "REFUSED", intent: "danger" },
};

/**
 * /change_of_department_application_details (spec 2): the student's latest application, printable —
 * what was asked, where it stands, and each step with who took it, when and their note or reason.
 */
export default function DetailsPage() {
  const standing = useOwnChangeOfDepartment();
  return (
    <section aria-labelledby="change-of-department-details-title" className="change-of-department-page">
      <h1 id="change-of-department-details-title" className="matric-no-print">
        Change of department application
      </h1>
      <QueryState query={standing} what="Your change of department application">
        {(data) => {
          const [application, ...earlier] = data.applications;
          if (!application)
            return (
              <Callout intent="primary">
                You have not applied to change department.{" "}
                <Link to={CHANGE_OF_DEPARTMENT_ROUTES.application}>Apply to change department</Link>
              </Callout>
            );
          const tag = STATE_TAG[application.state];
          return (
            <>
              <PrintableDocument
                title="Change of Department Application"
                office="Registry"
                aside={
                  <Tag large intent={tag.intent} data-testid="change-of-department-state">
                    {tag.label}
                  </Tag>
                }
                actions={
                  application.state === "awaiting_payment" ? (
                    <Link to={CHANGE_OF_DEPARTMENT_ROUTES.application}>Pay the fee</Link>
                  ) : undefined
                }
              >
                <Callout intent={tag.intent === "primary" ? "none" : tag.intent}>
                  {application.summary}
                </Callout>
                <DetailsTable
                  rows={[
                    ["Name", data.student.fullName],
                    ["Matric number", data.student.regNumber],
                    ...(application.regNumberBefore &&
                    application.regNumberBefore !== application.regNumberAfter
                      ? ([["Matric number before the change", application.regNumberBefore]] as const)
                      : []),
                    ["Session", application.sessionName],
                    ["From", `${application.fromDepartment} (${application.fromProgramme})`],
                    ["To", `${application.toDepartment} (${application.toProgramme})`],
                    ["Reason", application.reason],
                    ["Applied on", formatDate(application.createdAt)],
                    [
                      "Invoice",
                      application.invoiceNumber
                        ? `${application.invoiceNumber} (${application.isPaid ? "paid" : "unpaid"})`
                        : "-",
                    ],
                  ]}
                />
                <ApplicationSteps steps={application.steps} />
              </PrintableDocument>
              {earlier.length > 0 && (
                <section aria-labelledby="change-of-department-earlier" className="matric-no-print">
                  <h2 id="change-of-department-earlier">Earlier applications</h2>
                  <ul>
                    {earlier.map((before) => (
                      <li key={before.applicationId}>
                        {formatDate(before.createdAt)}, to {before.toDepartment}: {before.summary}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
