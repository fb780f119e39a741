import { Classes, Switch, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { Link } from "react-router-dom";
import { type TranscriptRequestRow, useTranscriptRequests } from "../../api/results";
import { formatDate } from "../../ui/format";
import { type Column, QueryTable } from "./QueryTable";
import "./results.css";

const COLUMNS: readonly Column<TranscriptRequestRow>[] = [
  { header: "Requested", cell: (row) => formatDate(row.requestedAt) },
  { header: "Student", cell: (row) => row.payerName },
  { header: "Matric number", cell: (row) => row.regNumber ?? "–" },
  {
    header: "Send to",
    cell: (row) => (
      <>
        {row.institutionName}
        <br />
        <span>{row.institutionAddress}</span>
      </>
    ),
  },
  { header: "Invoice", cell: (row) => row.invoiceNumber },
  {
    header: "Status",
    cell: (row) => (
      <>
        <Tag intent={row.paid ? "success" : "warning"}>
          {row.paid ? `Paid ${row.paidAt ? formatDate(row.paidAt) : ""}` : "Unpaid"}
        </Tag>
        {row.printCount > 0 && row.printedAt && (
          <div>
            Printed {row.printCount}× (last {formatDate(row.printedAt)})
          </div>
        )}
      </>
    ),
  },
  {
    header: "Transcript",
    cell: (row) =>
      row.paid && row.studentId !== null ? (
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
      ),
  },
];

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
      <QueryTable query={requests} what="Transcript requests" columns={COLUMNS} rowKey={(row) => row.id} />
    </section>
  );
}
