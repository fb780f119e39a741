import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import type { Registration } from "../../api/courseRegistration";
import { type DetailRow, DetailsTable, PrintableDocument } from "../../engine/document";
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
  const details: DetailRow[] = [
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
        ] as DetailRow[])
      : []),
    ...(registration.remark ? ([["Remark", registration.remark]] as DetailRow[]) : []),
  ];
  return (
    <PrintableDocument
      title="Course Registration Slip"
      office="Academic Records"
      className="course-registration-slip"
      actions={actions}
      aside={
        <Tag large intent={STATUS_INTENT[registration.status]} data-testid="registration-status">
          {STATUS_LABEL[registration.status]}
        </Tag>
      }
    >
      <DetailsTable rows={details} className="course-registration-details" />
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
              <td className="course-registration-code">{course.code}</td>
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
    </PrintableDocument>
  );
}
