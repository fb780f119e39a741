import { Button, Callout, Classes, HTMLTable } from "@blueprintjs/core";
import { DownloadIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { downloadClassList, useClassList } from "../../api/scores";
import { DetailsTable, PrintableDocument } from "../../engine/document";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { courseSessionOf, useAreaBase } from "./scoresShared";
import "./scores.css";

/**
 * /records/classList and /class/classList: a course's registered students (approved registrations)
 * as a printable page (Print → the browser's PDF) and as XLSX or CSV downloads.
 */
export default function ClassListPage() {
  const [search] = useSearchParams();
  const base = useAreaBase();
  const query = courseSessionOf(search);
  const list = useClassList(query);
  const [busy, setBusy] = useState<"xlsx" | "csv">();
  if (!query)
    return (
      <section className="scores-page">
        <h1 className={Classes.HEADING}>Class list</h1>
        <Callout intent="warning">
          Choose a course from <Link to={base}>your courses</Link>.
        </Callout>
      </section>
    );
  const download = async (format: "xlsx" | "csv") => {
    setBusy(format);
    try {
      await downloadClassList(query, format);
    } catch (error) {
      void flash({
        title: "Download Failed!",
        message: errorMessage(error, "The class list could not be downloaded"),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="scores-page">
      <QueryState query={list} what="The class list">
        {(data) => (
          <PrintableDocument
            title={`Class list — ${data.course.code}`}
            office="Academic Records"
            actions={
              <>
                <Link
                  to={`${base}/view?sessionId=${data.course.session.id}&semesterId=${data.course.semester.id}`}
                >
                  Back to my courses
                </Link>
                <Button
                  icon={<DownloadIcon />}
                  loading={busy === "xlsx"}
                  onClick={() => void download("xlsx")}
                >
                  Download XLSX
                </Button>
                <Button icon={<DownloadIcon />} loading={busy === "csv"} onClick={() => void download("csv")}>
                  Download CSV
                </Button>
              </>
            }
          >
            <DetailsTable
              rows={[
                ["Course", `${data.course.code} — ${data.course.title}`],
                ["Units", String(data.course.units)],
                ["Department", data.course.department.name],
                ["Level", data.course.level.name],
                ["Session", data.course.session.name],
                ["Semester", data.course.semester.name],
                ["Lecturers", data.lecturers.join(", ") || "—"],
                ["Students", String(data.students.length)],
              ]}
            />
            {data.students.length === 0 ? (
              <p>Your request results will be displayed here</p>
            ) : (
              <HTMLTable compact striped className="matric-document-table scores-table">
                <caption>Registered students</caption>
                <thead>
                  <tr>
                    <th scope="col">S/N</th>
                    <th scope="col">Matric number</th>
                    <th scope="col">Name</th>
                    <th scope="col" className="scores-optional">
                      Level
                    </th>
                    <th scope="col" className="scores-optional">
                      Programme
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.students.map((student, index) => (
                    <tr key={student.studentId}>
                      <td>{index + 1}</td>
                      <td>{student.regNumber}</td>
                      <td>{student.fullName}</td>
                      <td className="scores-optional">{student.level}</td>
                      <td className="scores-optional">{student.programme}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </PrintableDocument>
        )}
      </QueryState>
    </div>
  );
}
