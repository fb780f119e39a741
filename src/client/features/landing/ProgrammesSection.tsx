import { Card, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { applicationChoiceOf } from "../applications/applicationChoice";
import { usePublishedMetas } from "../applicationTypes/usePublishedMetas";
import "../../ui/visuallyHidden.css";

export function ProgrammesSection() {
  /** The open types with a landing card (meta.json `"open": true, "landingCard": true`): NCE and Pre-NCE, and any published so since. */
  const openTypes = usePublishedMetas().flatMap((meta) =>
    meta.open && meta.landingCard && meta.card ? [{ ...meta, card: meta.card }] : [],
  );
  return (
    <section className="landing-programmes" aria-labelledby="our-programmes">
      <h2 id="our-programmes">Our Programmes</h2>
      <div className="landing-programme-grid">
        {openTypes.map((meta) => {
          const application = applicationChoiceOf(meta);
          return (
            <Card key={meta.id} className="landing-programme-card" elevation={1}>
              <h3>{meta.name}</h3>
              <Tag minimal round>
                {meta.card.duration}
              </Tag>
              <p>{meta.card.summary}</p>
              <div className="landing-programme-actions">
                <Link
                  to={application.invoicePath}
                  state={application}
                  className="bp6-button bp6-intent-primary"
                  data-testid={`apply-${application.applicationMode}`}
                >
                  {/* Every card has these two links: a screen reader's list of links names the programme. */}
                  Apply now<span className="visually-hidden"> for {meta.name}</span>
                </Link>
                <Link
                  to={application.loginPath}
                  state={application}
                  className="bp6-button bp6-variant-outlined"
                  data-testid={`continue-${application.applicationMode}`}
                >
                  Continue application<span className="visually-hidden"> for {meta.name}</span>
                </Link>
              </div>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
