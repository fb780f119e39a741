import { Card, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { usePublishedMetas } from "../applicationTypes/usePublishedMetas";
import { Footer } from "../landing/Footer";
import { LandingTopBar } from "../landing/LandingTopBar";
import { postgraduateLinks } from "./postgraduateLinks";
import "../landing/landing.css";
import "../../ui/visuallyHidden.css";

/**
 * /post_graduate_portal (spec section 2): the postgraduate bar (Home, PG Applications, CBN-CPP
 * Application, ACE-SPED Application) and a card per application, all from the meta.json files.
 * Each link carries its application (mode, name, paths) as navigation state, like the landing cards.
 */
export default function PostgraduatePortalPage() {
  const links = postgraduateLinks(usePublishedMetas());
  return (
    <div className="landing">
      <LandingTopBar label="Postgraduate">
        <Link to="/" className="landing-nav-link">
          Home
        </Link>
        {links.map(({ label, choice }) => (
          <Link
            key={choice.applicationMode}
            to={choice.invoicePath}
            state={choice}
            className="landing-nav-link"
          >
            {label}
          </Link>
        ))}
      </LandingTopBar>
      <main className="landing-programmes">
        <h1>Postgraduate School</h1>
        <h2 className="visually-hidden">Applications</h2>
        <p>
          Generate your application invoice, pay the fee online, then sign in to complete your application.
          Referees you name are emailed a link to their reference form.
        </p>
        <div className="landing-programme-grid">
          {links.map(({ label, choice, summary }) => (
            <Card key={choice.applicationMode} className="landing-programme-card" elevation={1}>
              <h3>{label}</h3>
              <Tag minimal round>
                Application {choice.applicationMode}
              </Tag>
              <p>{summary}</p>
              <div className="landing-programme-actions">
                <Link to={choice.invoicePath} state={choice} className="bp6-button bp6-intent-primary">
                  Apply now<span className="visually-hidden"> for {label}</span>
                </Link>
                <Link to={choice.loginPath} state={choice} className="bp6-button bp6-variant-outlined">
                  Continue application<span className="visually-hidden"> for {label}</span>
                </Link>
              </div>
            </Card>
          ))}
        </div>
      </main>
      <Footer />
    </div>
  );
}
