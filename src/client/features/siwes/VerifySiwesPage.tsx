import { verifySiwes } from "../../api/siwes";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";
import { formatDate } from "../../ui/format";

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
export default function VerifySiwesPage() {
  return <VerificationPage document="SIWES placement form" check={siwesVerdict} />;
}
