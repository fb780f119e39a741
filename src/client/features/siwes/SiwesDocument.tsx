import { Classes } from "@blueprintjs/core";
import type { SiwesPlacementView, StudentSiwes } from "../../api/siwes";
import {
  DetailsTable,
  PrintableDocument,
  SignOffSection,
  VerificationFooter,
  verificationAddress,
} from "../../engine/document";
import { formatDate } from "../../ui/format";
import { studentRows } from "./StudentFacts";
import { VERIFY_SIWES_ROUTE } from "./verificationRoutes";

/** A student's SIWES answer with a saved placement (so with its reference and code). */
export type PrintableSiwes = StudentSiwes & {
  placement: SiwesPlacementView;
  reference: string;
  code: string;
};

export function isPrintable(siwes: StudentSiwes): siwes is PrintableSiwes {
  return siwes.placement !== null && siwes.reference !== null && siwes.code !== null;
}

/**
 * The SIWES placement form as printed for the ITF and the placement: the student (passport beside
 * the header), the organisation and supervisor, the dates, the allowance's bank account, lines for
 * the supervisor's and the SIWES coordinator's signatures, and the QR code that verifies it.
 */
export function SiwesDocument({ siwes }: { siwes: PrintableSiwes }) {
  const { student, placement } = siwes;
  return (
    <PrintableDocument
      title="SIWES Placement Form"
      office="Students' Industrial Work Experience Scheme (SIWES) Unit"
      className="siwes-document"
      aside={
        <figure className="matric-document-photo">
          {student.passport ? (
            <img src={student.passport} alt="Student's passport photograph" />
          ) : (
            <span className={Classes.TEXT_MUTED}>Affix passport photograph</span>
          )}
        </figure>
      }
    >
      <DetailsTable rows={[["Reference", siwes.reference], ...studentRows(student, siwes.sessionName)]} />
      <SignOffSection id="siwes-placement" title="Place of attachment">
        <DetailsTable
          rows={[
            ["Organisation", placement.organisationName],
            ["Address", placement.organisationAddress],
            ["State", placement.stateName],
            ["Industry-based supervisor", placement.supervisorName],
            ["Supervisor's phone", placement.supervisorPhone],
            ["Supervisor's email", placement.supervisorEmail ?? "None given"],
            ["Start date", formatDate(placement.startDate)],
            ["End date", formatDate(placement.endDate)],
          ]}
        />
      </SignOffSection>
      <SignOffSection id="siwes-bank" title="Bank account for the SIWES allowance">
        <DetailsTable
          rows={[
            ["Bank", placement.bankName],
            ["Account number (NUBAN)", placement.accountNumber],
            ["Account name", placement.accountName],
          ]}
        />
      </SignOffSection>
      <SignOffSection id="siwes-signatures" title="Signatures">
        <div className="siwes-signatures">
          <p className="clearance-form-line">Student's signature and date</p>
          <p className="clearance-form-line">Industry-based supervisor's signature, date and stamp</p>
          <p className="clearance-form-line">Institution's SIWES coordinator's signature and date</p>
        </div>
      </SignOffSection>
      <VerificationFooter
        url={verificationAddress(VERIFY_SIWES_ROUTE, siwes.code)}
        code={siwes.code}
        what="SIWES placement form"
      />
    </PrintableDocument>
  );
}
