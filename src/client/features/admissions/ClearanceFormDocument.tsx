import { Classes, HTMLTable } from "@blueprintjs/core";
import type { ClearanceForm } from "../../../contract/admissions";
import {
  type DetailRow,
  DetailsTable,
  PrintableDocument,
  SignOffBoxes,
  SignOffInstructions,
  SignOffSection,
} from "../../engine/document";

/**
 * The components clearance form as printed: the candidate (passport photograph beside the
 * header), the instructions, the documents to present with a column for the officer's initials,
 * and a signature, date and stamp box per clearing office. Its lists come from the server
 * (schemas/documents/components-clearance.json), never from this file.
 */
export function ClearanceFormDocument({ form }: { form: ClearanceForm }) {
  const { candidate } = form;
  const rows: DetailRow[] = [
    ["Name", candidate.fullName],
    ["Application Number", candidate.applicationNumber],
    ["JAMB Registration Number", candidate.jambNumber ?? "None"],
    ...(candidate.matricNumber ? [["Matric Number", candidate.matricNumber] as const] : []),
    ["Application", candidate.applicationType],
    ["Programme", candidate.programme],
    ["Department", candidate.department],
    ...(candidate.courseOption ? [["Course Option", candidate.courseOption] as const] : []),
    ["Level", candidate.level],
    ["Session", candidate.sessionName],
    ["Acceptance Fee Receipt", candidate.acceptanceReceiptNumber],
  ];
  return (
    <PrintableDocument
      title={form.title}
      office={form.office}
      className="clearance-form"
      aside={
        <figure className="matric-document-photo">
          {candidate.passport ? (
            <img src={candidate.passport} alt="Candidate's passport photograph" />
          ) : (
            <span className={Classes.TEXT_MUTED}>Affix passport photograph</span>
          )}
        </figure>
      }
    >
      <DetailsTable rows={rows} />
      <SignOffSection id="clearance-instructions" title="Instructions">
        <SignOffInstructions lines={form.instructions} />
      </SignOffSection>
      <section className="matric-document-section" aria-labelledby="clearance-components">
        <h2 id="clearance-components" className={`${Classes.HEADING} clearance-form-heading`}>
          Documents to present
        </h2>
        <HTMLTable compact bordered className="matric-document-table" aria-labelledby="clearance-components">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Document</th>
              <th scope="col">Seen (initials)</th>
            </tr>
          </thead>
          <tbody>
            {form.components.map((component, index) => (
              <tr key={component.id}>
                <td>{index + 1}</td>
                <td>
                  {component.name}
                  {component.note && <div className={Classes.TEXT_MUTED}>{component.note}</div>}
                </td>
                <td className="clearance-form-initials" />
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
      <SignOffSection id="clearance-offices" title="Clearance by office">
        <SignOffBoxes units={form.offices} />
      </SignOffSection>
      <section className="matric-document-section" aria-labelledby="clearance-declaration">
        <h2 id="clearance-declaration" className={`${Classes.HEADING} clearance-form-heading`}>
          Candidate's declaration
        </h2>
        <p>
          I, {candidate.fullName}, declare that the documents I present for clearance are genuine and mine. I
          understand that my admission will be withdrawn if any of them is found to be false.
        </p>
        <p className="clearance-form-line">Signature and date</p>
      </section>
    </PrintableDocument>
  );
}
