import type { ReactNode } from "react";
import { LandingTopBar } from "../landing/LandingTopBar";
import "../landing/landing.css";

/** A document page for visitors: the landing top bar above it (signed in, the app frame is around it). */
export function PublicDocumentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="landing">
      <LandingTopBar />
      <main className="landing-programmes matric-public-document">{children}</main>
    </div>
  );
}
