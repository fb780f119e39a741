import { Callout, Classes, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { useStatement } from "../../api/results";
import { type DetailRow, DetailsTable, PrintableDocument } from "../../engine/document";
import { QueryState } from "../courseRegistration/PageState";
import { CourseResultsTable, gpaText } from "./ResultTables";
import "../../engine/document/document.css";
import "./results.css";

/**
 * /results/result?sessionId=&semesterId=: the printable statement of result of one semester —
 * the student, the courses with CA, exam, total, grade and points, the GPA, the CGPA at the end
 * of the semester and the class of certificate it stands in. Published results only.
 */
export default function ResultStatementPage() {
  const [search] = useSearchParams();
  const sessionId = Number(search.get("sessionId"));
  const semesterId = Number(search.get("semesterId"));
  const valid = Number.isInteger(sessionId) && sessionId > 0 && (semesterId === 1 || semesterId === 2);
  const statement = useStatement(valid ? { sessionId, semesterId: semesterId as 1 | 2 } : undefined);
  return (
    <section className="results-page" aria-label="Statement of result">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/results">
        Back to results
      </Link>
      {!valid ? (
        <NonIdealState title="Choose a semester" action={<Link to="/results">Results</Link>} />
      ) : (
        <QueryState query={statement} what="Your statement of result">
          {(data) => {
            const details: DetailRow[] = [
              ["Name", data.student.fullName],
              ["Matric number", data.student.regNumber],
              ["Programme", data.student.programme],
              ["Department", data.student.department],
              ["Level", data.student.level],
              ["Session", data.session.name],
              ["Semester", data.semester.name],
            ];
            return (
              <PrintableDocument
                title="Statement of Result"
                office="Academic Records"
                className="results-statement"
              >
                <DetailsTable rows={details} />
                <CourseResultsTable courses={data.courses} gpa={data.gpa} cgpa={data.cgpa} />
                <DetailsTable
                  rows={[
                    ["GPA", gpaText(data.gpa)],
                    ["CGPA", gpaText(data.cgpa)],
                    ["Class of certificate (standing)", data.certificateClass ?? "–"],
                    ["Carry-overs", data.outstanding.length > 0 ? data.outstanding.join(", ") : "None"],
                  ]}
                />
                <p className={Classes.TEXT_MUTED}>
                  GPA on a 5-point scale. This statement is not a transcript.
                </p>
              </PrintableDocument>
            );
          }}
        </QueryState>
      )}
      {statement.isError && (
        <Callout intent="primary" className="matric-no-print">
          Only published results are shown. <Link to="/results">See your published semesters</Link>.
        </Callout>
      )}
    </section>
  );
}
