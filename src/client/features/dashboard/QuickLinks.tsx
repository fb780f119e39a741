import { Card, Icon } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { MenuEntry } from "../../shell/menu/menuEntries";

/** The user's menu as a grid of shortcuts (the dashboard itself left out). */
export function QuickLinks({ entries }: { entries: readonly MenuEntry[] }) {
  const links = entries.filter((entry) => entry.name !== "dashboard");
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="quick-links-title" className="dashboard-section">
      <h2 id="quick-links-title">Quick links</h2>
      <ul className="quick-links">
        {links.map((entry) => {
          return (
            <li key={entry.name}>
              <Card className="quick-link-card">
                <Link to={entry.route} className="quick-link">
                  <Icon icon={entry.icon} className="quick-link-icon" aria-hidden="true" />
                  <span>{entry.label}</span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
