import { verifyClearanceForm } from "../../api/siwes";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";

async function clearanceFormVerdict(code: string): Promise<DocumentVerdict> {
  const { state, message, form } = await verifyClearanceForm(code);
  return {
    state,
    message,
    rows: form
      ? [
          ["Reference", form.reference],
          ["Student", form.studentName],
          ["Matric number", form.regNumber],
          ["Department", form.department],
          ["Session", form.session],
        ]
      : [],
  };
}

/** /verify_clearance_form/:code (public), where a student clearance form's QR code leads. */
export default function VerifyClearanceFormPage() {
  return <VerificationPage document="clearance form" check={clearanceFormVerdict} />;
}
