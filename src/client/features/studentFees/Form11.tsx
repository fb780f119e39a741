import { Button, Callout, Classes, Spinner } from "@blueprintjs/core";
import { PrintIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useStudentDashboard } from "../../api/dashboard";
import { errorMessage } from "../../api/http";
import { CollegeHeader } from "../../engine/document";
import { useSession } from "../../session/useSession";
import { formatDate, formatNaira } from "../../ui/format";
import { FeePageFrame } from "./FeePageFrame";
import { type FeePageConfig, INSTALLMENT_TITLES, schoolFeesPaidFor, stepPath } from "./feePages";
import { useStudentFeeOptions, useStudentInvoices } from "./feeQueries";
import "../../engine/document/document.css";

/**
 * /form11: the student's printable record and registration form for the current session, open
 * once its school fees are paid (in full, or the first installment); otherwise a link to pay.
 */
export function Form11({ page }: { page: FeePageConfig }) {
  const titleId = useId();
  const session = useSession();
  const userId = session?.profile.userId ?? 0;
  const dashboard = useStudentDashboard(userId);
  const options = useStudentFeeOptions(page.feePurposeId);
  const invoices = useStudentInvoices();
  const sessionId = options.data?.sessionId ?? undefined;
  const sessionName = options.data?.sessions.find((candidate) => candidate.id === sessionId)?.name;
  const open =
    options.data?.sessionId != null && schoolFeesPaidFor(invoices.data ?? [], options.data.sessionId);
  // The record (dashboard) is only needed once the form opens.
  const loading = options.isPending || invoices.isPending || (open && dashboard.isPending);
  const failed = invoices.error ?? (open ? dashboard.error : null);
  const paid =
    sessionId === undefined
      ? []
      : (invoices.data ?? []).filter(
          (invoice) =>
            invoice.paymentPurposeId === page.feePurposeId &&
            invoice.sessionId === sessionId &&
            invoice.paymentStatus === "paid",
        );
  const student = dashboard.data?.student;
  return (
    <FeePageFrame page={page} stepTitle="Form 11">
      {loading && <Spinner aria-label="Loading your form" />}
      {failed && (
        <Callout intent="danger" role="alert">
          {errorMessage(failed, "Your form could not be loaded.")}
        </Callout>
      )}
      {!loading && !failed && !open && (
        <Callout intent="warning" title="Form 11 opens once your school fees are paid">
          Pay your {sessionName ?? "current session's"} school fees in full or the first installment, then
          come back here. <Link to={stepPath(page, "session")}>Pay school fees</Link>
        </Callout>
      )}
      {!loading && !failed && open && (
        <article className="matric-document student-fees-form11" aria-labelledby={titleId}>
          <div className="matric-document-toolbar matric-no-print">
            <Button icon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
          </div>
          <header className="matric-document-header">
            <div className="matric-document-college">
              <CollegeHeader subtitle="Registry" />
            </div>
          </header>
          <h2 id={titleId} className={`${Classes.HEADING} matric-document-title`}>
            Form 11: Student Record and Registration Form, {sessionName}
          </h2>
          <dl>
            <dt>Name</dt>
            <dd>{session?.profile.fullName}</dd>
            <dt>Matric number</dt>
            <dd>{student?.regNumber ?? "-"}</dd>
            <dt>Programme</dt>
            <dd>{student?.programme.name ?? "-"}</dd>
            <dt>Department</dt>
            <dd>{student?.department.name ?? "-"}</dd>
            <dt>Level</dt>
            <dd>{student?.level.name ?? "-"}</dd>
            <dt>Student type</dt>
            <dd>{dashboard.data?.studentType?.name ?? "-"}</dd>
            <dt>Session</dt>
            <dd>{sessionName}</dd>
            <dt>Status</dt>
            <dd>{student?.status ?? "-"}</dd>
          </dl>
          <h3 className={Classes.HEADING}>School fees paid</h3>
          <ul>
            {paid.map((invoice) => (
              <li key={invoice.invoiceNumber}>
                {INSTALLMENT_TITLES[invoice.paymentType]}: {formatNaira(invoice.amount)}, invoice{" "}
                {invoice.invoiceNumber}
                {invoice.rrr ? `, RRR ${invoice.rrr}` : ""}
                {invoice.paidAt ? `, paid ${formatDate(invoice.paidAt)}` : ""}
              </li>
            ))}
          </ul>
          <div className="student-fees-signatures">
            <div>Student's signature and date</div>
            <div>Head of Department</div>
            <div>Registry</div>
          </div>
        </article>
      )}
    </FeePageFrame>
  );
}
