import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import { PrintIcon } from "@blueprintjs/icons";
import { type ReactNode, useId } from "react";
import { CollegeHeader } from "./CollegeHeader";
import "./document.css";

/**
 * The frame every printed document shares — invoice, receipt, letter, registration slip: the A4
 * page with its Print toolbar (hidden in print), the college header with the issuing office, an
 * aside beside it (a status tag, a QR code) and the title. One place, so documents cannot drift.
 */

export type DetailRow = readonly [label: string, value: ReactNode];

export interface PrintableDocumentProps {
  title: string;
  /** Under the college's name: the office that issues the document ("Bursary"). */
  office: string;
  /** Beside the header: the status tag, a QR code… */
  aside?: ReactNode;
  /** Toolbar actions before Print (a pay button, an approver's decision). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function PrintableDocument({
  title,
  office,
  aside,
  actions,
  className = "",
  children,
}: PrintableDocumentProps) {
  const titleId = useId();
  return (
    <article className={`matric-document ${className}`} aria-labelledby={titleId}>
      <div className="matric-document-toolbar matric-no-print matric-document-actions">
        {actions}
        <Button icon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="matric-document-header">
        <div className="matric-document-college">
          <CollegeHeader subtitle={office} />
        </div>
        {aside}
      </header>
      <h1 id={titleId} className={`${Classes.HEADING} matric-document-title`}>
        {title}
      </h1>
      {children}
    </article>
  );
}

/** The document's label/value rows. */
export function DetailsTable({
  rows,
  className = "matric-document-details",
}: {
  rows: readonly DetailRow[];
  className?: string;
}) {
  return (
    <HTMLTable compact className={className}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
