import { Button, Callout, Classes, HTMLTable, NonIdealState, Switch } from "@blueprintjs/core";
import { DownloadIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import type { CompositeQuery } from "../../api/results";
import { downloadComposite, useComposite } from "../../api/results";
import { type DetailRow, DetailsTable, PrintableDocument } from "../../engine/document";
import { ScrollBox } from "../../engine/grid/ScrollBox";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { gpaText } from "./ResultTables";
import "../../engine/document/document.css";
import "./results.css";

function queryOf(search: URLSearchParams): CompositeQuery | undefined {
  const numbers = ["departmentId", "programmeId", "levelId", "sessionId", "semesterId"].map((key) =>
    Number(search.get(key)),
  );
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const [departmentId, programmeId, levelId, sessionId, semesterId] = numbers as number[];
  if (semesterId !== 1 && semesterId !== 2) return undefined;
  const stage = search.get("stage") === "all" ? "all" : "published";
  return {
    departmentId: departmentId as number,
    programmeId: programmeId as number,
    levelId: levelId as number,
    sessionId: sessionId as number,
    semesterId,
    stage,
  };
}

/**
 * /results/classlist/view?departmentId&programmeId&levelId&sessionId&semesterId[&stage=all]: the
 * composite result sheet — students × courses (total and grade), units, GPA, CGPA and remarks
 * (carry-overs) — printable (landscape) and downloadable as XLSX. Published results by default;
 * "Include results awaiting approval" shows the approval chain's too, each marked.
 */
export default function CompositeSheetPage() {
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const sheet = useComposite(query);
  const [downloading, setDownloading] = useState(false);
  if (!query)
    return (
      <NonIdealState title="Choose a class" action={<Link to="/results/classlist">Result Management</Link>} />
    );
  const download = () => {
    setDownloading(true);
    downloadComposite(query)
      .catch((error: unknown) =>
        flash({
          title: "Download failed",
          message: errorMessage(error, "The sheet could not be downloaded."),
          intent: "danger",
          timeout: 5000,
        }),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <section className="results-page" aria-label="Composite result sheet">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/results/classlist">
        Back to result management
      </Link>
      <Switch
        className="matric-no-print"
        label="Include results awaiting approval"
        checked={query.stage === "all"}
        onChange={(event) => {
          const next = new URLSearchParams(search);
          if (event.currentTarget.checked) next.set("stage", "all");
          else next.delete("stage");
          setSearch(next);
        }}
      />
      <QueryState query={sheet} what="The composite result sheet">
        {(data) => {
          const details: DetailRow[] = [
            ["Department", data.department.name],
            ["Programme", data.programme.name],
            ["Level", data.level.name],
            ["Session", data.session.name],
            ["Semester", data.semester.name],
            ["Results", data.stage === "all" ? "Published and awaiting approval (marked *)" : "Published"],
          ];
          return (
            <PrintableDocument
              title="Composite Result Sheet"
              office="Academic Records"
              className="results-composite"
              actions={
                <Button icon={<DownloadIcon />} loading={downloading} onClick={download}>
                  Download XLSX
                </Button>
              }
            >
              <DetailsTable rows={details} />
              {data.students.length === 0 ? (
                <Callout>No results for this class and semester.</Callout>
              ) : (
                <ScrollBox className="results-sheet-wrap" label="Results by student">
                  <HTMLTable compact striped bordered className="results-sheet results-table">
                    <thead>
                      <tr>
                        <th scope="col">S/N</th>
                        <th scope="col">Matric number</th>
                        <th scope="col">Name</th>
                        {data.courses.map((course) => (
                          <th scope="col" key={course.courseId} title={course.title}>
                            {course.code} ({course.units})
                          </th>
                        ))}
                        <th scope="col" className="results-number">
                          Units
                        </th>
                        <th scope="col" className="results-number">
                          GPA
                        </th>
                        <th scope="col" className="results-number">
                          CGPA
                        </th>
                        <th scope="col">Remarks</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.students.map((student, index) => {
                        const cells = new Map(student.cells.map((cell) => [cell.courseId, cell]));
                        return (
                          <tr key={student.studentId}>
                            <td>{index + 1}</td>
                            <td>{student.regNumber}</td>
                            <td>{student.fullName}</td>
                            {data.courses.map((course) => {
                              const cell = cells.get(course.courseId);
                              return (
                                <td key={course.courseId}>
                                  {cell
                                    ? `${cell.totalScore ?? "–"} ${cell.grade ?? ""}${cell.status === "published" ? "" : "*"}`
                                    : ""}
                                </td>
                              );
                            })}
                            <td className="results-number">{student.gpa.units}</td>
                            <td className="results-number">{gpaText(student.gpa)}</td>
                            <td className="results-number">{gpaText(student.cgpa)}</td>
                            <td>{student.remarks}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </HTMLTable>
                </ScrollBox>
              )}
            </PrintableDocument>
          );
        }}
      </QueryState>
    </section>
  );
}
