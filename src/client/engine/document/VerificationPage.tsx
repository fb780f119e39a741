import { Callout, Card, Classes, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { type DetailRow, DetailsTable } from "./PrintableDocument";
import "./document.css";

export type VerificationState = "genuine" | "altered" | "unknown";

/** The server's answer on a document's code, with what the College recorded when genuine. */
export interface DocumentVerdict {
  state: VerificationState;
  message: string;
  rows: DetailRow[];
}

const VERDICT: Record<VerificationState, { title: string; intent: "success" | "danger" | "warning" }> = {
  genuine: { title: "Genuine", intent: "success" },
  altered: { title: "Altered", intent: "danger" },
  unknown: { title: "Unknown", intent: "warning" },
};

/**
 * Where a printed document's QR code leads (/verify_receipt/:code, /verify_transcript/:code, …):
 * says plainly whether the document is Genuine (and what the College's record holds, the name
 * masked), Altered or Unknown. `check` asks the server about the code in the address.
 */
export function VerificationPage({
  document,
  check,
}: {
  /** What is verified, as the page names it: "receipt", "clearance slip". */
  document: string;
  check: (code: string) => Promise<DocumentVerdict>;
}) {
  const { code = "" } = useParams();
  const verdict = useQuery({
    queryKey: ["verify", document, code],
    queryFn: () => check(code),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const shown = verdict.data ? VERDICT[verdict.data.state] : undefined;
  return (
    <Card className="matric-verify-page">
      <h1 className={Classes.HEADING}>Verify a {document}</h1>
      {verdict.isPending && <Spinner size={24} aria-label={`Checking the ${document}`} />}
      {verdict.isError && (
        <Callout intent="danger" role="alert" title="Could not check">
          {errorMessage(verdict.error, `The ${document} could not be checked just now. Please try again.`)}
        </Callout>
      )}
      {verdict.data && shown && (
        <>
          <Callout intent={shown.intent} title={shown.title} role="status" data-testid="verification-verdict">
            {verdict.data.message}
          </Callout>
          {verdict.data.rows.length > 0 && <DetailsTable rows={verdict.data.rows} />}
        </>
      )}
    </Card>
  );
}
