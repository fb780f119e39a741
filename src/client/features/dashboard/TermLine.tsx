import type { DashboardTerm } from "../../api/dashboard";

/** "Session 2026/2027 (current) · First Semester", or why there is no session to speak of. */
export function TermLine({ term }: { term: DashboardTerm }) {
  if (!term.session) return <p className="term-line">No session is marked current yet.</p>;
  return (
    <p className="term-line">
      Session <strong>{term.session.name}</strong>
      {term.session.isCurrent ? " (current)" : ""}
      {term.semester ? (
        <>
          {" · "}
          <strong>{term.semester.name}</strong>
        </>
      ) : null}
    </p>
  );
}
