import { Classes, HTMLTable } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { formatGpa } from "../../../schema/grading/gpa";
import type { CourseResultView, GpaView } from "../../api/results";
import { ScrollBox } from "../../engine/grid/ScrollBox";

/** "3.12" (or "–"): GPAs are printed by the grading module's own rule (2 decimals, half up). */
export const gpaText = (gpa: Pick<GpaView, "hundredths">) => formatGpa(gpa.hundredths);

const score = (value: number | null) => (value === null ? "–" : String(value));

/** A wide results table's own box (results.css sets how it scrolls on a phone). */
export function ResultsTableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollBox className="results-table-scroll" label={label}>
      {children}
    </ScrollBox>
  );
}

/**
 * A term's courses: code, title, units, CA, exam, total, grade, points — with the GPA and CGPA below.
 * An adviser's view adds each result's place in the approval chain (`resultStatus`, a column) and
 * the figures counting results not yet published (`provisional`, a second footer line).
 */
export function CourseResultsTable<Course extends CourseResultView>({
  courses,
  gpa,
  cgpa,
  caption,
  resultStatus,
  provisional,
}: {
  courses: readonly Course[];
  gpa: GpaView;
  cgpa: GpaView;
  caption?: string;
  resultStatus?: (course: Course) => ReactNode;
  provisional?: { gpa: GpaView; cgpa: GpaView } | null;
}) {
  return (
    <ResultsTableScroll label={caption ?? "Course results"}>
      <HTMLTable compact striped className="results-table">
        {caption && <caption className={Classes.TEXT_MUTED}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Title</th>
            <th scope="col" className="results-number">
              Units
            </th>
            <th scope="col" className="results-number">
              CA
            </th>
            <th scope="col" className="results-number">
              Exam
            </th>
            <th scope="col" className="results-number">
              Total
            </th>
            <th scope="col">Grade</th>
            <th scope="col" className="results-number">
              Points
            </th>
            {resultStatus && <th scope="col">Result</th>}
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.courseId}>
              <td>{course.code}</td>
              <td>{course.title}</td>
              <td className="results-number">{course.units}</td>
              <td className="results-number">{score(course.caScore)}</td>
              <td className="results-number">{score(course.examScore)}</td>
              <td className="results-number">{score(course.totalScore)}</td>
              <td>{course.grade ?? "–"}</td>
              <td className="results-number">{course.points ?? "–"}</td>
              {resultStatus && <td>{resultStatus(course)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Units {gpa.units} · Quality points {gpa.qualityPoints}
            </th>
            <th scope="row" colSpan={3}>
              GPA <span data-testid="term-gpa">{gpaText(gpa)}</span>
            </th>
            <th scope="row" colSpan={resultStatus ? 4 : 3}>
              CGPA <span data-testid="term-cgpa">{gpaText(cgpa)}</span>
            </th>
          </tr>
          {provisional && (
            <tr>
              <th scope="row" colSpan={2}>
                With results not yet published
              </th>
              <th scope="row" colSpan={3}>
                GPA <span data-testid="term-provisional-gpa">{gpaText(provisional.gpa)}</span>
              </th>
              <th scope="row" colSpan={resultStatus ? 4 : 3}>
                CGPA <span data-testid="term-provisional-cgpa">{gpaText(provisional.cgpa)}</span>
              </th>
            </tr>
          )}
        </tfoot>
      </HTMLTable>
    </ResultsTableScroll>
  );
}
