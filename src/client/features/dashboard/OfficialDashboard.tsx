import type { MenuEntry } from "../../shell/menu/menuEntries";
import { AdminFigures } from "./AdminFigures";
import { AreaCards } from "./AreaCards";
import { CurrentNotices } from "./CurrentNotices";
import { PersonnelInfoCard } from "./PersonnelInfoCard";

interface OfficialDashboardProps {
  userId: number;
  fullName: string;
  entries: readonly MenuEntry[];
}

/** Officials: the college's figures, who they are, current notices and a card per work area. */
export function OfficialDashboard({ userId, fullName, entries }: OfficialDashboardProps) {
  return (
    <>
      <AdminFigures userId={userId} />
      <div className="dashboard-grid">
        <PersonnelInfoCard fullName={fullName} position="Staff" />
        <CurrentNotices />
      </div>
      <AreaCards entries={entries} />
    </>
  );
}
