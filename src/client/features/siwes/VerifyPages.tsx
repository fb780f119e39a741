import { verifyClearanceForm, verifySiwes } from "../../api/siwes";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";
import { formatDate } from "../../ui/format";

/** The public pages the SIWES form's and the student clearance form's QR codes lead to (one chunk). */

async function siwesVerdict(code: string): Promise<DocumentVerdict> {
  const { state, message, placement } = await verifySiwes(code);
  return {
    state,
    message,
    rows: placement
      ? [
          ["Reference", placement.reference],
          ["Student", placement.studentName],
          ["Matric number", placement.regNumber],
          ["Department", placement.department],
          ["Session", placement.session],
          ["Organisation", placement.organisationName],
          ["State", placement.stateName],
          ["Start date", formatDate(placement.startDate)],
          ["End date", formatDate(placement.endDate)],
        ]
      : [],
  };
}

/** /verify_siwes/:code (public), where a SIWES placement form's QR code leads. */
export function VerifySiwesPage() {
  return <VerificationPage document="SIWES placement form" check={siwesVerdict} />;
}

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
export function VerifyClearanceFormPage() {
  return <VerificationPage document="clearance form" check={clearanceFormVerdict} />;
}
