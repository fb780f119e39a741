import { Classes, HTMLTable } from "@blueprintjs/core";
import { formatNaira } from "../../ui/format";
import "../../engine/document/document.css";
import "./payments.css";

/**
 * The pieces the bursary's documents — invoice, receipt, letter — share on top of the engine's
 * PrintableDocument, DetailsTable and VerificationFooter: the installment names and the lines with
 * their total.
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
