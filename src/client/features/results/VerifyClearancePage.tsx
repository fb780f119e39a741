import { formatGpa } from "../../../schema/grading/gpa";
import { verifyClearance } from "../../api/results";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";
import { formatDate } from "../../ui/format";

async function clearanceVerdict(code: string): Promise<DocumentVerdict> {
  const { state, message, clearance } = await verifyClearance(code);
  return {
    state,
    message,
    rows: clearance
      ? [
          ["Reference", clearance.reference],
          ["Student", clearance.studentName],
          ["Matric number", clearance.regNumber],
          ["Programme", clearance.programme],
          ["Graduation session", clearance.graduationSession],
          ["CGPA at clearance", formatGpa(clearance.cgpa)],
          ["Class of certificate", clearance.certificateClass],
          ["Date cleared", formatDate(clearance.clearedAt)],
        ]
      : [],
  };
}

/**
 * /verify_clearance/:code (public), where a graduate clearance slip's QR code leads: Genuine (with
 * what the College recorded when it cleared the student, the name masked), Altered or Unknown.
 */
export default function VerifyClearancePage() {
  return <VerificationPage document="clearance slip" check={clearanceVerdict} />;
}
