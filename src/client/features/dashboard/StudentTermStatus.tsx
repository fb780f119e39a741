import { Classes, Tag } from "@blueprintjs/core";
import { useStudentDashboard } from "../../api/dashboard";
import { DashboardLoadError } from "./DashboardLoadError";

/**
 * A student's term at a glance: their matric number, programme and level (from the student
 * record), session, semester, student type, whether course registration is open for their class
 * and how many notifications are unread.
 */
export function StudentTermStatus({ userId }: { userId: number }) {
  const dashboard = useStudentDashboard(userId);
  const data = dashboard.data;
  return (
    <section aria-labelledby="term-title" className={`${Classes.CARD} dashboard-section term-status`}>
      <h2 id="term-title">This session</h2>
      {dashboard.isError && <DashboardLoadError error={dashboard.error} />}
      {dashboard.isPending && (
        <div className={`${Classes.SKELETON} term-skeleton`} role="img" aria-label="Loading this session" />
      )}
      {data && (
        <dl className="term-facts">
          <div>
            <dt>Matric number</dt>
            <dd>{data.student?.regNumber ?? "Not recorded"}</dd>
          </div>
          <div>
            <dt>Programme</dt>
            <dd>{data.student?.programme.name ?? "Not recorded"}</dd>
          </div>
          <div>
            <dt>Level</dt>
            <dd>{data.student?.level.name ?? "Not recorded"}</dd>
          </div>
          <div>
            <dt>Session</dt>
            <dd>{data.session?.name ?? "Not set yet"}</dd>
          </div>
          <div>
            <dt>Semester</dt>
            <dd>{data.semester?.name ?? "Not set yet"}</dd>
          </div>
          <div>
            <dt>Student type</dt>
            <dd>{data.studentType?.name ?? "Not recorded"}</dd>
          </div>
          <div>
            <dt>Course registration</dt>
            <dd>
              <Tag round intent={data.courseRegistrationOpen ? "success" : "none"}>
                {data.courseRegistrationOpen ? "Open" : "Closed"}
              </Tag>
            </dd>
          </div>
          <div>
            <dt>Unread notifications</dt>
            <dd>{data.unreadNotifications}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
