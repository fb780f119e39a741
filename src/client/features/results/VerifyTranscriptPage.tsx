import { formatGpa } from "../../../schema/grading/gpa";
import { verifyTranscript } from "../../api/results";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";
import { formatDate } from "../../ui/format";

async function transcriptVerdict(code: string): Promise<DocumentVerdict> {
  const { state, message, transcript } = await verifyTranscript(code);
  return {
    state,
    message,
    rows: transcript
      ? [
          ["Reference", transcript.reference],
          ["Issued to", transcript.studentName],
          ["Matric number", transcript.regNumber],
          ["Programme", transcript.programme],
          ["Cumulative GPA", formatGpa(transcript.cgpa)],
          ["Class of certificate", transcript.certificateClass ?? "–"],
          ["Date issued", formatDate(transcript.printedAt)],
        ]
      : [],
  };
}

/**
 * /verify_transcript/:code (public), where a printed transcript's QR code leads: Genuine (with
 * what the College printed, the name masked), Altered or Unknown.
 */
export default function VerifyTranscriptPage() {
  return <VerificationPage document="transcript" check={transcriptVerdict} />;
}
