import { Classes, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { useRegistrationHistory } from "../../api/courseRegistration";
import { QueryState } from "./PageState";
import { STATUS_INTENT, STATUS_LABEL } from "./RegistrationSlip";
import "./courseRegistration.css";

/** /course_registration: the student's registrations, newest first, and the way to register a term. */
export default function CourseRegistrationPage() {
  const history = useRegistrationHistory();
  return (
    <section className="course-registration-page" aria-labelledby="course-registration-title">
      <h1 id="course-registration-title" className={Classes.HEADING}>
        Course Registration
      </h1>
      <div className="course-registration-actions">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/course_registration/session">
          Register courses
        </Link>
      </div>
      <QueryState query={history} what="Your registrations">
        {(rows) =>
          rows.length === 0 ? (
            <NonIdealState title="Your request results will be displayed here" />
          ) : (
            <HTMLTable striped className="course-registration-list">
              <caption className={Classes.TEXT_MUTED}>Your course registrations</caption>
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Semester</th>
                  <th scope="col" className="course-registration-optional">
                    Level
                  </th>
                  <th scope="col">Units</th>
                  <th scope="col">Status</th>
                  <th scope="col">Slip</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.session.name}</td>
                    <td>{row.semester.name}</td>
                    <td className="course-registration-optional">{row.level.name}</td>
                    <td>{row.totalUnits}</td>
                    <td>
                      <Tag intent={STATUS_INTENT[row.status]}>{STATUS_LABEL[row.status]}</Tag>
                    </td>
                    <td>
                      <Link
                        to={`/course_registration/view?id=${row.id}`}
                        aria-label={`View slip of ${row.session.name}, ${row.semester.name}`}
                      >
                        View
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </QueryState>
    </section>
  );
}
