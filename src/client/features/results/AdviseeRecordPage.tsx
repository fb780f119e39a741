import { Callout, Classes, NonIdealState, Tag } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { SHEET_STATUS_LABEL } from "../../../contract/scores";
import { type RecordCourse, type RecordTerm, useAdviseeRecord } from "../../api/results";
import { DetailsTable } from "../../engine/document";
import { QueryState } from "../courseRegistration/PageState";
import { STATUS_INTENT, STATUS_LABEL } from "../courseRegistration/RegistrationSlip";
import { CourseResultsTable, gpaText } from "./ResultTables";
import "../../engine/document/document.css";
import "./results.css";

/**
 * /class/results/student?studentId= (spec section 2, "Lecturer and HOD"): one student of the
 * signed-in course adviser's class (or head of department's department), term by term — the
 * courses registered, each result and whether it is published or still in the approval chain,
 * GPA and CGPA of published results and, for a term with results still in the chain, the figures
 * counting them. The server decides whose record the caller may open (anyone else: not found).
 */
export default function AdviseeRecordPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("studentId"));
  const studentId = Number.isInteger(id) && id > 0 ? id : undefined;
  const record = useAdviseeRecord(studentId);
  return (
    <section className="results-page" aria-labelledby="advisee-heading">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/class/approve_courses">
        Back to course registrations
      </Link>
      <h1 id="advisee-heading" className={Classes.HEADING}>
        Student record
      </h1>
      {studentId === undefined ? (
        <NonIdealState title="No such student" />
      ) : (
        <QueryState query={record} what="The student's record">
          {(data) => (
            <>
              <DetailsTable
                rows={[
                  ["Name", data.student.fullName],
                  ["Matric number", data.student.regNumber],
                  ["Programme", data.student.programme],
                  ["Department", data.student.department],
                  ["Level", data.student.level],
                  ["Status", data.student.status],
                ]}
              />
              <div className="results-figures">
                <div className="results-figure">
                  CGPA (published results) <strong data-testid="record-cgpa">{gpaText(data.cgpa)}</strong>
                </div>
                <div className="results-figure">
                  Units counted <strong>{data.cgpa.units}</strong>
                </div>
                <div className="results-figure">
                  Class of certificate (standing) <strong>{data.certificateClass ?? "–"}</strong>
                </div>
              </div>
              {data.outstanding.length > 0 && (
                <Callout intent="warning" title="Carry-over courses">
                  Still to pass: {data.outstanding.join(", ")}.
                </Callout>
              )}
              {data.terms.length === 0 ? (
                <NonIdealState title="No course registration or result yet" />
              ) : (
                data.terms.map((term) => (
                  <TermRecord key={`${term.session.id}-${term.semester.id}`} term={term} />
                ))
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

function resultStatus(course: RecordCourse) {
  // Plain text, not muted: Blueprint's muted grey on a striped row falls short of AA contrast.
  const slip = course.registered ? null : " (not on the slip)";
  if (course.status === null)
    return (
      <>
        No result yet
        {slip}
      </>
    );
  return (
    <>
      {course.status === "published" ? (
        <Tag intent="success">Published</Tag>
      ) : (
        <Tag intent="warning">Not yet published: {SHEET_STATUS_LABEL[course.status]}</Tag>
      )}
      {slip}
    </>
  );
}

function TermRecord({ term }: { term: RecordTerm }) {
  const headingId = `term-${term.session.id}-${term.semester.id}`;
  const registration = term.registration;
  return (
    <section className="results-page" aria-labelledby={headingId}>
      <h2 id={headingId} className={Classes.HEADING}>
        {term.session.name} · {term.semester.name}
      </h2>
      <p>
        {registration ? (
          <>
            Course registration{" "}
            <Tag intent={STATUS_INTENT[registration.status]}>{STATUS_LABEL[registration.status]}</Tag>,{" "}
            {registration.totalUnits} units.{" "}
            <Link to={`/approve_courses/view?id=${registration.id}`}>View the registration slip</Link>
          </>
        ) : (
          <span className={Classes.TEXT_MUTED}>No course registration this semester.</span>
        )}
      </p>
      <CourseResultsTable
        courses={term.courses}
        gpa={term.gpa}
        cgpa={term.cgpa}
        resultStatus={resultStatus}
        provisional={term.provisional}
      />
    </section>
  );
}
