import { useSession } from "../../session/useSession";
import { useMenuEntries } from "../../shell/menu/useMenuEntries";
import { AcademicStaffDashboard } from "./AcademicStaffDashboard";
import { dashboardKindOf } from "./dashboardKind";
import { OfficialDashboard } from "./OfficialDashboard";
import { StudentDashboard } from "./StudentDashboard";
import "../../ui/visuallyHidden.css";
import "./dashboard.css";

/** /dashboard for every signed-in user; what it shows depends on who they are. */
export default function DashboardPage() {
  const session = useSession();
  const entries = useMenuEntries();
  if (!session) return null;
  const { fullName, userType, userId } = session.profile;
  const kind = dashboardKindOf(userType);
  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h1 id="dashboard-title">Dashboard</h1>
      <p className="dashboard-welcome">Welcome, {fullName}.</p>
      {kind === "student" && <StudentDashboard userId={userId} fullName={fullName} entries={entries} />}
      {kind === "lecturer" && (
        <AcademicStaffDashboard userId={userId} fullName={fullName} token={session.token} entries={entries} />
      )}
      {kind === "admin" && <OfficialDashboard userId={userId} fullName={fullName} entries={entries} />}
    </section>
  );
}
