import { Callout, Classes, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { useAssignedCourses } from "../../api/scores";
import { QueryState } from "../courseRegistration/PageState";
import { TermPicker, termSearch } from "../courseRegistration/TermPicker";
import { SheetStatusTag, useAreaBase, useTermOrLatest } from "./scoresShared";
import "../courseRegistration/courseRegistration.css";
import "./scores.css";

/**
 * /records and /class (with /view, where the lecturerCourses notification leads with the session
 * and semester): the signed-in lecturer's assigned courses in a term, how many students registered
 * each, and its score sheet's status, with the class list and the score sheet of each.
 */
export default function MyCoursesPage() {
  const [, setSearch] = useSearchParams();
  const base = useAreaBase();
  const term = useTermOrLatest();
  const courses = useAssignedCourses(term);
  const title = base === "/class" ? "My Class" : "My Courses";
  return (
    <section className="scores-page" aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className={Classes.HEADING}>
        {title}
      </h1>
      <TermPicker
        key={term ? termSearch(term) : "none"}
        initial={term ?? {}}
        submitLabel="Show courses"
        onChoose={(chosen) => setSearch(termSearch(chosen))}
      />
      <div className="scores-actions">
        <Link to={`/results/cbt_result_upload${term ? termSearch(term) : ""}`}>CBT result upload</Link>
      </div>
      {term && (
        <QueryState query={courses} what="Your courses">
          {(rows) =>
            rows.length === 0 ? (
              <NonIdealState title="Your request results will be displayed here" />
            ) : (
              <HTMLTable striped compact className="scores-table">
                <caption className={Classes.TEXT_MUTED}>Courses assigned to you</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col" className="scores-optional">
                      Title
                    </th>
                    <th scope="col" className="scores-number scores-optional">
                      Units
                    </th>
                    <th scope="col" className="scores-optional">
                      Level
                    </th>
                    <th scope="col" className="scores-number">
                      Students
                    </th>
                    <th scope="col">Score sheet</th>
                    <th scope="col">Open</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const query = `?courseId=${row.course.id}&sessionId=${row.course.session.id}`;
                    return (
                      <tr key={row.course.id}>
                        <td>{row.course.code}</td>
                        <td className="scores-optional">{row.course.title}</td>
                        <td className="scores-number scores-optional">{row.course.units}</td>
                        <td className="scores-optional">{row.course.level.name}</td>
                        <td className="scores-number">{row.registered}</td>
                        <td>
                          <SheetStatusTag status={row.status} />
                          {row.returnReason && row.status === "draft" && (
                            <Callout intent="warning" compact className="scores-returned">
                              Returned: {row.returnReason}
                            </Callout>
                          )}
                        </td>
                        <td className="grid-actions">
                          <Link
                            to={`${base}/classList${query}`}
                            aria-label={`Class list of ${row.course.code}`}
                          >
                            Class list
                          </Link>
                          {" · "}
                          <Link
                            to={`${base}/results${query}`}
                            aria-label={`Score sheet of ${row.course.code}`}
                          >
                            Score sheet
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            )
          }
        </QueryState>
      )}
      {!term && <Callout>Choose a session and semester to see your courses.</Callout>}
    </section>
  );
}
