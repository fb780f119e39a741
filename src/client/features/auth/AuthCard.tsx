import { Card } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { COLLEGE_NAME } from "../../app/college";
import { logoFor } from "../../shell/season";
import "./auth.css";

/** The signed-out card frame of the login page, for the other account pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <Card className="auth-card" elevation={2}>
        <Link to="/" className="auth-brand">
          <img src={logoFor(new Date())} alt="" width={48} height={48} />
          <span>{COLLEGE_NAME}</span>
        </Link>
        <h1>{title}</h1>
        {children}
      </Card>
    </main>
  );
}
