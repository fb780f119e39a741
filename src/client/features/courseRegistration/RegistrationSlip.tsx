import { Button, Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { PrintIcon } from "@blueprintjs/icons";
import { type ReactNode, useId } from "react";
import type { Registration } from "../../api/courseRegistration";
import { CollegeHeader } from "../../engine/document";
import { formatDate } from "../../ui/format";
import { KIND_LABEL } from "./unitTotals";
import "../../engine/document/document.css";
import "./courseRegistration.css";

export const STATUS_LABEL = {
  pending: "Pending approval",
  approved: "Approved",
  rejected: "Rejected",
} as const;
export const STATUS_INTENT = { pending: "warning", approved: "success", rejected: "danger" } as const;

/**
 * The course registration slip: the student, the term, the courses with their units and the
 * total against the limit, and the approval status — printable. The student's /view and the
 * approver's /approve_courses/view render this one component; `actions` adds the approver's buttons.
 */
export function RegistrationSlip({
  registration,
  actions,
}: {
  registration: Registration;
  actions?: ReactNode;
}) {
  const titleId = useId();
  const details: [string, ReactNode][] = [
    ["Name", registration.student.fullName],
    ["Matric number", registration.student.regNumber],
    ["Programme", registration.programme.name],
    ["Department", registration.department.name],
    ["Level", registration.level.name],
    ["Session", registration.session.name],
    ["Semester", registration.semester.name],
    ["Registered on", formatDate(registration.createdAt)],
    ...(registration.decidedBy && registration.decidedAt
      ? ([
          [
            registration.status === "approved" ? "Approved by" : "Decided by",
            `${registration.decidedBy}, ${formatDate(registration.decidedAt)}`,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(registration.remark ? ([["Remark", registration.remark]] as [string, ReactNode][]) : []),
  ];
  return (
    <article className="matric-document course-registration-slip" aria-labelledby={titleId}>
      <div className="matric-document-toolbar matric-no-print">
        {actions}
        <Button icon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="matric-document-header">
        <div className="matric-document-college">
          <CollegeHeader subtitle="Academic Records" />
        </div>
        <Tag large intent={STATUS_INTENT[registration.status]} data-testid="registration-status">
          {STATUS_LABEL[registration.status]}
        </Tag>
      </header>
      <h1 id={titleId} className={`${Classes.HEADING} matric-document-title`}>
        Course Registration Slip
      </h1>
      <HTMLTable compact className="course-registration-details">
        <tbody>
          {details.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped className="course-registration-courses">
        <caption className={Classes.TEXT_MUTED}>Registered courses</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col" className="course-registration-units">
              Units
            </th>
          </tr>
        </thead>
        <tbody>
          {registration.courses.map((course) => (
            <tr key={course.courseId}>
              <td>{course.code}</td>
              <td>{course.title}</td>
              <td>{KIND_LABEL[course.kind]}</td>
              <td className="course-registration-units">{course.units}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total units (limit {registration.minUnits}–{registration.maxUnits})
            </th>
            <td className="course-registration-units" data-testid="registration-total">
              {registration.totalUnits}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </article>
  );
}
