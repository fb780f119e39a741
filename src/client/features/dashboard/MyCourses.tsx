import { Callout, Classes, HTMLTable } from "@blueprintjs/core";
import type { LecturerDashboardData } from "../../api/dashboard";
import { TermLine } from "./TermLine";

/** Why a lecturer sees no course table, when they see none. */
function emptyReason(data: LecturerDashboardData): string | undefined {
  if (!data.lecturer)
    return "Your account is not linked to a lecturer record yet, so no courses can be shown. The ICT unit can link it.";
  if (!data.session) return "No session is marked current yet.";
  if (data.courses.length === 0) return `No courses are assigned to you in ${data.session.name}.`;
  return undefined;
}

const HEADINGS = ["Code", "Title", "Units", "Level", "Semester"];

/** "My courses this session": the courses assigned to the lecturer, as a small table. */
export function MyCourses({ data }: { data: LecturerDashboardData | undefined }) {
  const reason = data && emptyReason(data);
  return (
    <section aria-labelledby="my-courses-title" className={`${Classes.CARD} dashboard-section my-courses`}>
      <h2 id="my-courses-title">My courses this session</h2>
      {data && <TermLine term={data} />}
      {!data && (
        <div
          className={`${Classes.SKELETON} my-courses-skeleton`}
          aria-label="Loading your courses"
          role="img"
        />
      )}
      {reason && <Callout intent="primary">{reason}</Callout>}
      {data && !reason && (
        <HTMLTable compact striped className="my-courses-table">
          <caption className="visually-hidden">Courses assigned to you in {data.session?.name}</caption>
          <thead>
            <tr>
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.courses.map((course) => (
              <tr key={course.courseId}>
                <td>{course.code}</td>
                <td>{course.title}</td>
                <td>{course.units}</td>
                <td>{course.level}</td>
                <td>{course.semester}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
