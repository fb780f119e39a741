import { Classes } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { type StudentClearanceForm, useOwnClearanceForm } from "../../api/siwes";
import {
  DetailsTable,
  PrintableDocument,
  SignOffBoxes,
  SignOffInstructions,
  SignOffSection,
  VerificationFooter,
  verificationAddress,
} from "../../engine/document";
import { QueryState } from "../courseRegistration/PageState";
import { studentRows } from "./StudentFacts";
import { VERIFY_CLEARANCE_FORM_ROUTE } from "./verificationRoutes";

/**
 * The student's clearance form as printed: their facts (passport beside the header), the
 * instructions, a box per unit (library, bursary, hostel, department, sports, health centre …) to
 * sign, date and stamp, and the QR code that verifies it. The units are schemas/documents/units-clearance.json.
 */
export function StudentClearanceFormDocument({ form }: { form: StudentClearanceForm }) {
  return (
    <PrintableDocument
      title={form.title}
      office={form.office}
      aside={
        <figure className="matric-document-photo">
          {form.student.passport ? (
            <img src={form.student.passport} alt="Student's passport photograph" />
          ) : (
            <span className={Classes.TEXT_MUTED}>Affix passport photograph</span>
          )}
        </figure>
      }
    >
      <DetailsTable rows={[["Reference", form.reference], ...studentRows(form.student, form.sessionName)]} />
      <SignOffSection id="units-instructions" title="Instructions">
        <SignOffInstructions lines={form.instructions} />
      </SignOffSection>
      <SignOffSection id="units-boxes" title="Clearance by unit">
        <SignOffBoxes units={form.units} />
      </SignOffSection>
      <VerificationFooter
        url={verificationAddress(VERIFY_CLEARANCE_FORM_ROUTE, form.code)}
        code={form.code}
        what="clearance form"
      />
    </PrintableDocument>
  );
}

/** /components_clerance_form for a signed-in student (spec 2, "Others"): their clearance form. */
export default function StudentClearanceFormPage() {
  const form = useOwnClearanceForm();
  return (
    <section aria-label="Clearance form">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/dashboard">
        Back to the dashboard
      </Link>
      <QueryState query={form} what="Your clearance form">
        {(data) => <StudentClearanceFormDocument form={data} />}
      </QueryState>
    </section>
  );
}
