import { Callout, HTMLTable, Spinner } from "@blueprintjs/core";
import { useId } from "react";
import { errorMessage } from "../../api/http";
import { formatDate, formatNaira } from "../../ui/format";
import { useStudentLedger } from "./feeQueries";

const KIND_LABEL = { charge: "Charge", scholarship: "Scholarship", payment: "Payment" } as const;

/** The student's ledger: charges, scholarships and payments, oldest first, with the running balance. */
export function StudentLedger() {
  const titleId = useId();
  const ledger = useStudentLedger();
  const balance = ledger.data?.at(-1)?.balance ?? 0;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Your ledger</h2>
      {ledger.isPending && <Spinner size={20} aria-label="Loading your ledger" />}
      {ledger.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(ledger.error, "Your ledger could not be loaded.")}
        </Callout>
      )}
      {ledger.data && ledger.data.length === 0 && <p>Nothing is charged to you yet.</p>}
      {ledger.data && ledger.data.length > 0 && (
        <div className="student-fees-table-wrap">
          <HTMLTable compact striped className="student-fees-table" data-testid="student-ledger">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Entry</th>
                <th scope="col">Invoice</th>
                <th scope="col">Description</th>
                <th scope="col" className="student-fees-amount">
                  Amount
                </th>
                <th scope="col" className="student-fees-amount">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.map((entry, index) => (
                // Entries have no id of their own; their order is the ledger's.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>{formatDate(entry.at)}</td>
                  <td>{KIND_LABEL[entry.kind]}</td>
                  <td>{entry.invoiceNumber}</td>
                  <td>{entry.description}</td>
                  <td className="student-fees-amount">{formatNaira(entry.amount)}</td>
                  <td className="student-fees-amount">{formatNaira(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  Balance owed
                </th>
                <td className="student-fees-amount" data-testid="ledger-balance">
                  {formatNaira(balance)}
                </td>
              </tr>
            </tfoot>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
