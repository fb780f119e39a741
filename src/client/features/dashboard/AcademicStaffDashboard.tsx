import { useLecturerDashboard } from "../../api/dashboard";
import { rolesInToken } from "../../session/tokenRoles";
import type { MenuEntry } from "../../shell/menu/menuEntries";
import { CurrentNotices } from "./CurrentNotices";
import { DashboardLoadError } from "./DashboardLoadError";
import { MyCourses } from "./MyCourses";
import { PendingApprovals } from "./PendingApprovals";
import { PersonnelInfoCard } from "./PersonnelInfoCard";
import { QuickLinks } from "./QuickLinks";

interface AcademicStaffDashboardProps {
  userId: number;
  fullName: string;
  token: string;
  entries: readonly MenuEntry[];
}

/** Roles whose holders approve borrowed courses once a post (migration 0046) is assigned to them. */
const APPROVING_ROLES = ["hod", "dean"];

/**
 * Lecturers, heads of department and deans (the spec's simplified staff dashboard): who they are,
 * their courses this session, what awaits their approval, and their menu as shortcuts.
 */
export function AcademicStaffDashboard({ userId, fullName, token, entries }: AcademicStaffDashboardProps) {
  const dashboard = useLecturerDashboard(userId);
  const lecturer = dashboard.data?.lecturer;
  const holdsApprovingRole = rolesInToken(token).some((role) => APPROVING_ROLES.includes(role));
  return (
    <>
      <div className="dashboard-grid">
        <PersonnelInfoCard
          fullName={fullName}
          position={lecturer ? `${lecturer.rank}, ${lecturer.departmentName}` : "Academic staff"}
        />
        <CurrentNotices />
      </div>
      {dashboard.isError ? (
        <DashboardLoadError error={dashboard.error} />
      ) : (
        <MyCourses data={dashboard.data} />
      )}
      {dashboard.data && (
        <PendingApprovals posts={dashboard.data.posts} holdsApprovingRole={holdsApprovingRole} />
      )}
      <QuickLinks entries={entries} />
    </>
  );
}
