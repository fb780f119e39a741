import { Classes, HTMLTable } from "@blueprintjs/core";
import { QrCode } from "../../engine/document";
import { formatNaira } from "../../ui/format";
import "../../engine/document/document.css";
import "./payments.css";

/**
 * The pieces the bursary's documents — invoice, receipt, letter — share on top of the engine's
 * PrintableDocument and DetailsTable: the installment names, the lines with their total and the
 * verification footer.
 */

export const INSTALLMENT_LABEL = {
  Full: "Full payment",
  FirstInstallment: "First installment",
  SecondInstallment: "Second installment",
} as const;

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
