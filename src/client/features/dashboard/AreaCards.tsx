import { Card, Icon } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { MenuEntry } from "../../shell/menu/menuEntries";
import { STAFF_AREA_SUMMARIES } from "./staffAreas";

/** One card per area of the staff member's menu: what it is for and a way in. */
export function AreaCards({ entries }: { entries: readonly MenuEntry[] }) {
  const areas = entries.filter((entry) => entry.name !== "dashboard" && entry.name !== "profile");
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="areas-title" className="dashboard-section">
      <h2 id="areas-title">Your work areas</h2>
      <ul className="area-cards">
        {areas.map((entry) => {
          return (
            <li key={entry.name}>
              <Card className="area-card">
                <h3>
                  <Icon icon={entry.icon} aria-hidden="true" /> <Link to={entry.route}>{entry.label}</Link>
                </h3>
                {STAFF_AREA_SUMMARIES[entry.name] && <p>{STAFF_AREA_SUMMARIES[entry.name]}</p>}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
