import { useOwnProfile } from "../../api/students";
import type { MenuEntry } from "../../shell/menu/menuEntries";
import { CurrentNotices } from "./CurrentNotices";
import { PersonnelInfoCard } from "./PersonnelInfoCard";
import { QuickLinks } from "./QuickLinks";
import { StudentTermStatus } from "./StudentTermStatus";

interface StudentDashboardProps {
  userId: number;
  fullName: string;
  entries: readonly MenuEntry[];
}

/** A student's dashboard: who they are, their term at a glance, current notices and their menu. */
export function StudentDashboard({ userId, fullName, entries }: StudentDashboardProps) {
  // The photograph on the student's record (from the application or uploaded since); none yet: a placeholder.
  const profile = useOwnProfile();
  return (
    <>
      <div className="dashboard-grid">
        <PersonnelInfoCard
          fullName={fullName}
          position="Student"
          passport={profile.data?.passport ?? undefined}
        />
        <StudentTermStatus userId={userId} />
      </div>
      <CurrentNotices />
      <QuickLinks entries={entries} />
    </>
  );
}
