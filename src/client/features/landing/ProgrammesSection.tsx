import { Card, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { LANDING_PROGRAMMES } from "./programmes";

export function ProgrammesSection() {
  return (
    <section className="landing-programmes" aria-labelledby="our-programmes">
      <h2 id="our-programmes">Our Programmes</h2>
      <div className="landing-programme-grid">
        {LANDING_PROGRAMMES.map(({ application, summary, duration }) => (
          <Card key={application.applicationMode} className="landing-programme-card" elevation={1}>
            <h3>{application.name}</h3>
            <Tag minimal round>
              {duration}
            </Tag>
            <p>{summary}</p>
            <div className="landing-programme-actions">
              <Link
                to={application.invoicePath}
                state={application}
                className="bp6-button bp6-intent-primary"
                data-testid={`apply-${application.applicationMode}`}
              >
                Apply now
              </Link>
              <Link
                to={application.loginPath}
                state={application}
                className="bp6-button bp6-variant-outlined"
                data-testid={`continue-${application.applicationMode}`}
              >
                Continue application
              </Link>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
