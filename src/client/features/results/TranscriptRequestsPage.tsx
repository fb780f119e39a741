import { Classes, HTMLTable, NonIdealState, Switch, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useTranscriptRequests } from "../../api/results";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import "./results.css";

/**
 * /results/transcripts (registry): transcript requests whose fee is paid (students' own and the
 * public /sundry/transcript's), where each goes, and whether it has been printed; Print opens
 * /results/transcripts/print?id=.
 */
export default function TranscriptRequestsPage() {
  const [all, setAll] = useState(false);
  const requests = useTranscriptRequests(all ? "all" : "paid");
  return (
    <section className="results-page" aria-labelledby="transcripts-heading">
      <Link className={Classes.TEXT_MUTED} to="/results/classlist">
        Back to result management
      </Link>
      <h1 id="transcripts-heading" className={Classes.HEADING}>
        Transcript requests
      </h1>
      <Switch
        label="Show unpaid requests too"
        checked={all}
        onChange={(event) => setAll(event.currentTarget.checked)}
      />
      <QueryState query={requests} what="Transcript requests">
        {(rows) =>
          rows.length === 0 ? (
            <NonIdealState title="Your request results will be displayed here" />
          ) : (
            <HTMLTable compact striped className="results-table">
              <thead>
                <tr>
                  <th scope="col">Requested</th>
                  <th scope="col">Student</th>
                  <th scope="col">Matric number</th>
                  <th scope="col">Send to</th>
                  <th scope="col">Invoice</th>
                  <th scope="col">Status</th>
                  <th scope="col">Transcript</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDate(row.requestedAt)}</td>
                    <td>{row.payerName}</td>
                    <td>{row.regNumber ?? "–"}</td>
                    <td>
                      {row.institutionName}
                      <br />
                      <span>{row.institutionAddress}</span>
                    </td>
                    <td>{row.invoiceNumber}</td>
                    <td>
                      <Tag intent={row.paid ? "success" : "warning"}>
                        {row.paid ? `Paid ${row.paidAt ? formatDate(row.paidAt) : ""}` : "Unpaid"}
                      </Tag>
                      {row.printCount > 0 && row.printedAt && (
                        <div>
                          Printed {row.printCount}× (last {formatDate(row.printedAt)})
                        </div>
                      )}
                    </td>
                    <td>
                      {row.paid && row.studentId !== null ? (
                        <Link
                          to={`/results/transcripts/print?id=${row.id}`}
                          aria-label={`Print transcript for ${row.payerName}`}
                        >
                          Print
                        </Link>
                      ) : row.paid ? (
                        <span>No student has this matric number</span>
                      ) : (
                        "–"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </QueryState>
    </section>
  );
}
