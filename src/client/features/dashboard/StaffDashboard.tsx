import type { MenuEntry } from "../../shell/menu/menuEntries";
import { AreaCards } from "./AreaCards";
import { CurrentNotices } from "./CurrentNotices";
import { PersonnelInfoCard } from "./PersonnelInfoCard";
import { QuickLinks } from "./QuickLinks";

interface StaffDashboardProps {
  fullName: string;
  entries: readonly MenuEntry[];
  /** Lecturers, deans and heads of department get the spec's simplified dashboard. */
  simplified: boolean;
}

/** Staff dashboards: a card per work area for officials, shortcuts only for academic staff. */
export function StaffDashboard({ fullName, entries, simplified }: StaffDashboardProps) {
  return (
    <>
      <div className="dashboard-grid">
        <PersonnelInfoCard fullName={fullName} position={simplified ? "Academic staff" : "Staff"} />
        <CurrentNotices />
      </div>
      {simplified ? <QuickLinks entries={entries} /> : <AreaCards entries={entries} />}
    </>
  );
}
