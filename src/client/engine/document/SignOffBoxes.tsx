import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";
import "./signOff.css";

/**
 * The pieces of a clearance form that offices sign (the admitted candidate's components clearance
 * form, the student's clearance form): a headed section, the numbered instructions, and one box per
 * office or unit with what it checks and lines for a name and signature, the date and a stamp.
 */
export function SignOffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="matric-document-section" aria-labelledby={id}>
      <h2 id={id} className={`${Classes.HEADING} clearance-form-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SignOffInstructions({ lines }: { lines: readonly string[] }) {
  return (
    <ol className="clearance-form-instructions">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
  );
}

export interface SignOffUnit {
  id: string;
  name: string;
  /** What the office checks before it signs. */
  checks: string;
}

export function SignOffBoxes({ units }: { units: readonly SignOffUnit[] }) {
  return (
    <ol className="clearance-form-offices">
      {units.map((unit) => (
        <li key={unit.id} className="clearance-form-office">
          <h3 className={Classes.HEADING}>{unit.name}</h3>
          <p className={`${Classes.TEXT_MUTED} clearance-form-checks`}>{unit.checks}</p>
          <p className="clearance-form-line">Name and signature</p>
          <p className="clearance-form-line">Date</p>
          <p className="clearance-form-stamp">Stamp</p>
        </li>
      ))}
    </ol>
  );
}
