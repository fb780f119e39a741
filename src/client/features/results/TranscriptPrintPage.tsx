import { Button, Callout, Classes, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { printTranscript, useResultsWrite } from "../../api/results";
import {
  type DetailRow,
  DetailsTable,
  PrintableDocument,
  VerificationFooter,
  verificationAddress,
} from "../../engine/document";
import { formatDate } from "../../ui/format";
import { CourseResultsTable, gpaText } from "./ResultTables";
import { VERIFY_TRANSCRIPT_ROUTE } from "./verificationRoutes";
import "../../engine/document/document.css";
import "./results.css";

/**
 * /results/transcripts/print?id=: the registry prepares a paid request's transcript — every
 * published result term by term, the CGPA and the class — with a QR code to /verify_transcript.
 * Preparing it records (and audits) the issue, so it is a button, not something opening the page does.
 */
export default function TranscriptPrintPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const print = useResultsWrite(printTranscript);
  if (!valid) return <NonIdealState title="No such transcript request" />;
  const transcript = print.data?.data;
  return (
    <section className="results-page" aria-label="Transcript">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/results/transcripts">
        Back to transcript requests
      </Link>
      {print.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(print.error, "The transcript could not be prepared. Please try again.")}
        </Callout>
      )}
      {!transcript ? (
        <div className="matric-no-print">
          <p>Preparing the transcript records it as issued, with its own verification code.</p>
          <Button intent="primary" loading={print.isPending} onClick={() => print.mutate(id)}>
            Prepare transcript
          </Button>
        </div>
      ) : (
        <PrintableDocument
          title="Academic Transcript"
          office="Office of the Registrar"
          className="results-transcript"
        >
          <DetailsTable
            rows={
              [
                [
                  "Reference",
                  <span key="reference" data-testid="transcript-reference">
                    {transcript.reference}
                  </span>,
                ],
                ["Name", transcript.student.fullName],
                ["Matric number", transcript.student.regNumber],
                ["Programme", transcript.student.programme],
                ["Department", transcript.student.department],
                ["Sent to", `${transcript.institutionName}, ${transcript.institutionAddress}`],
              ] as DetailRow[]
            }
          />
          {transcript.terms.map((term) => (
            <CourseResultsTable
              key={`${term.session.id}-${term.semester.id}`}
              caption={`${term.session.name} · ${term.semester.name}`}
              courses={term.courses}
              gpa={term.gpa}
              cgpa={term.cgpa}
            />
          ))}
          <DetailsTable
            rows={[
              [
                "Cumulative GPA",
                <span key="cgpa" data-testid="transcript-cgpa">
                  {gpaText(transcript.cgpa)}
                </span>,
              ],
              ["Units counted", String(transcript.cgpa.units)],
              ["Class of certificate", transcript.certificateClass ?? "–"],
              ["Issued", `${formatDate(transcript.printedAt)} by ${transcript.printedBy}`],
            ]}
          />
          <p className={Classes.TEXT_MUTED}>GPA on a 5-point scale.</p>
          <VerificationFooter
            url={verificationAddress(VERIFY_TRANSCRIPT_ROUTE, transcript.code)}
            code={transcript.code}
            what="transcript"
          />
        </PrintableDocument>
      )}
    </section>
  );
}
