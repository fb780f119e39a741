import type { MenuEntry } from "../../shell/menu/menuEntries";
import { CurrentNotices } from "./CurrentNotices";
import { PersonnelInfoCard } from "./PersonnelInfoCard";
import { QuickLinks } from "./QuickLinks";

/** A student's dashboard: who they are, the college's current notices and their menu as shortcuts. */
export function StudentDashboard({ fullName, entries }: { fullName: string; entries: readonly MenuEntry[] }) {
  return (
    <>
      <div className="dashboard-grid">
        <PersonnelInfoCard fullName={fullName} position="Student" />
        <CurrentNotices />
      </div>
      <QuickLinks entries={entries} />
    </>
  );
}
