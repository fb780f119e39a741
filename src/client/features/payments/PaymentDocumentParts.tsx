import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import { PrintIcon } from "@blueprintjs/icons";
import { type ReactNode, useId } from "react";
import { CollegeHeader, QrCode } from "../../engine/document";
import { formatNaira } from "../../ui/format";
import "../../engine/document/document.css";
import "./payments.css";

/**
 * The pieces every bursary document shares — invoice, receipt, letter: the A4 frame with its
 * Print toolbar (hidden in print), the college header, the title, the label/value table and the
 * lines with their total. One place, so the documents cannot drift apart.
 */

export type DetailRow = readonly [label: string, value: ReactNode];

export const INSTALLMENT_LABEL = {
  Full: "Full payment",
  FirstInstallment: "First installment",
  SecondInstallment: "Second installment",
} as const;

export interface PaymentDocumentProps {
  title: string;
  /** Under the college's name: the office that issues the document ("Bursary"). */
  office: string;
  /** Beside the header: the status tag, a QR code… */
  aside?: ReactNode;
  /** Toolbar actions before Print (a pay button). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function PaymentDocument({
  title,
  office,
  aside,
  actions,
  className = "",
  children,
}: PaymentDocumentProps) {
  const titleId = useId();
  return (
    <article className={`matric-document ${className}`} aria-labelledby={titleId}>
      <div className="matric-document-toolbar matric-no-print matric-invoice-actions">
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

export function DetailsTable({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <HTMLTable compact className="matric-invoice-details">
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

export interface DocumentLine {
  description: string;
  amount: number;
}

/** The lines in naira and their total (`totalTestId` names the total's cell for tests). */
export function LinesTable({
  lines,
  total,
  totalLabel = "Total",
  totalTestId,
}: {
  lines: readonly DocumentLine[];
  total: number;
  totalLabel?: string;
  totalTestId?: string;
}) {
  return (
    <HTMLTable compact striped className="matric-invoice-lines">
      <caption className={Classes.TEXT_MUTED}>Items</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="matric-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // Lines have no id of their own; their order is the document's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>{line.description}</td>
            <td className="matric-amount">{formatNaira(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className="matric-amount" data-testid={totalTestId}>
            {formatNaira(total)}
          </td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}

/** The document's QR code and its words: scan or open the address to check it with the College. */
export function VerificationFooter({
  url,
  code,
  what,
}: {
  url: string;
  code: string;
  what: "receipt" | "letter";
}) {
  return (
    <footer className="matric-document-verification">
      <QrCode url={url} label={`Verify this ${what}`} />
      <div>
        <p className={Classes.TEXT_MUTED}>
          To confirm that this {what} is genuine, scan the code or open the address below. It shows what the
          College's record holds for this {what}.
        </p>
        <p className="matric-document-verification-url">{url}</p>
        <p className={Classes.TEXT_SMALL}>
          Verification code: <span className="matric-document-code">{code}</span>
        </p>
      </div>
    </footer>
  );
}
