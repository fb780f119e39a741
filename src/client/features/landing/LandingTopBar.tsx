import { Button } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { COLLEGE_NAME, COLLEGE_SHORT_NAME } from "../../app/college";
import { logoFor } from "../../shell/season";
import { NewStudentMenu } from "./NewStudentMenu";

/** Links of the landing top bar (spec section 2). */
const LINKS = [
  { label: "Verify Payment Status", to: "/verify_payment_status" },
  // Sundry payments without an account (transcript, ID card…): /bursary_collection/all.
  { label: "Bursary Payments", to: "/bursary_collection/all" },
  { label: "Check Admission Status", to: "/prospective_students" },
] as const;

/** Who is signed in on a public page (an applicant on their form), with their way out. */
export interface TopBarAccount {
  name: string;
  onSignOut(): void;
}

/**
 * The public top bar: the college's brand and a navigation that folds into a menu on narrow
 * screens. `children` replace the landing links (the postgraduate portal has its own bar). With
 * an `account` (an applicant signed in to their form) it names them and offers Sign out where
 * "Login" would be, outside the folding menu so a phone shows it too.
 */
export function LandingTopBar({
  children,
  label = "Main",
  account,
}: {
  children?: ReactNode;
  label?: string;
  account?: TopBarAccount;
}) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="landing-topbar">
      <Link to="/" className="landing-brand" aria-label={`${COLLEGE_NAME} portal home`}>
        <img src={logoFor(new Date())} alt="" width={40} height={40} />
        <span className="landing-brand-text">
          <span className="landing-brand-short">{COLLEGE_SHORT_NAME}</span>
          <span className="landing-brand-long">{COLLEGE_NAME}</span>
        </span>
      </Link>
      {account && (
        <div className="landing-account">
          <span className="landing-account-name">
            Signed in as <strong>{account.name}</strong>
          </span>
          <Button variant="outlined" size="small" text="Sign out" onClick={account.onSignOut} />
        </div>
      )}
      <Button
        className="landing-menu-toggle"
        variant="minimal"
        icon="menu"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="landing-nav"
        onClick={() => setMenuOpen((open) => !open)}
      />
      <nav id="landing-nav" className={menuOpen ? "landing-nav open" : "landing-nav"} aria-label={label}>
        {children ?? (
          <>
            <NewStudentMenu />
            {LINKS.map((link) => (
              <Link key={link.to} to={link.to} className="landing-nav-link">
                {link.label}
              </Link>
            ))}
            {!account && (
              <Link to="/login" className="landing-login bp6-button bp6-intent-primary">
                Login
              </Link>
            )}
          </>
        )}
      </nav>
    </header>
  );
}
