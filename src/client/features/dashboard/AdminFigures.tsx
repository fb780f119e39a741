import { Card, Classes } from "@blueprintjs/core";
import { useState } from "react";
import { useAdminDashboard } from "../../api/dashboard";
import { ADMIN_FIGURES } from "./adminFigures";
import { DashboardLoadError } from "./DashboardLoadError";
import { FigureCard } from "./FigureCard";
import { SessionPicker } from "./SessionPicker";
import { TermLine } from "./TermLine";

/** The officials' figures for a session (the current one until another is chosen). */
export function AdminFigures({ userId }: { userId: number }) {
  const [sessionId, setSessionId] = useState<number | undefined>();
  const dashboard = useAdminDashboard(userId, sessionId);
  return (
    <section
      aria-labelledby="figures-title"
      className="dashboard-section figures"
      aria-busy={dashboard.isFetching}
    >
      <div className="figures-heading">
        <div>
          <h2 id="figures-title">At a glance</h2>
          {dashboard.data && <TermLine term={dashboard.data} />}
        </div>
        <SessionPicker value={dashboard.data?.session?.id} onChange={setSessionId} />
      </div>
      {dashboard.isError && <DashboardLoadError error={dashboard.error} />}
      {dashboard.isPending && (
        <ul className="figure-cards" aria-label="Loading figures">
          {ADMIN_FIGURES.map((figure) => (
            <li key={figure.key}>
              <Card className={`figure-card ${Classes.SKELETON}`}>{figure.label}</Card>
            </li>
          ))}
        </ul>
      )}
      {dashboard.data && (
        <ul className="figure-cards">
          {ADMIN_FIGURES.map((figure) => (
            <li key={figure.key}>
              <FigureCard
                label={figure.label}
                value={figure.value(dashboard.data.counts)}
                detail={figure.detail?.(dashboard.data.counts)}
                route={figure.route}
                linkText={figure.linkText}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
