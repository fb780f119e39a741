import { Classes } from "@blueprintjs/core";
import type { Letter } from "../../../contract/receipts";
import { COLLEGE_NAME } from "../../app/college";
import { PrintableDocument, VerificationFooter } from "../../engine/document";
import { letterText } from "./letterText";
import { verificationUrl } from "./verificationLinks";

export interface LetterDocumentProps {
  letter: Letter;
  /** The portal's address for the QR code (default: this page's origin). */
  origin?: string;
}

/**
 * Every letter a paid fee opens (acceptance and its JUPEB and postgraduate variants, the
 * development levy's acknowledgement and clearance): one document whose wording comes from the
 * kind's template (src/schema/letters.ts), with the QR code to the public verification page.
 */
export function LetterDocument({ letter, origin }: LetterDocumentProps) {
  const text = letterText(letter, COLLEGE_NAME);
  return (
    <PrintableDocument title={text.template.title} office={text.template.office} className="matric-letter">
      <div className="matric-letter-meta">
        <p>
          Ref: <span data-testid="letter-reference">{letter.referenceNumber}</span>
        </p>
        <p>{text.date}</p>
      </div>
      <address className="matric-letter-addressee">
        {letter.studentName}
        <br />
        {letter.matricNumber}
        <br />
        {letter.level}, Department of {letter.department}
      </address>
      <p>{text.salutation}</p>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph} className="matric-letter-paragraph">
          {paragraph}
        </p>
      ))}
      <div className="matric-letter-signature">
        <p>Yours faithfully,</p>
        <p className="matric-letter-signature-line" aria-hidden="true" />
        <p className={Classes.TEXT_LARGE}>{text.template.signatory}</p>
        <p className={Classes.TEXT_MUTED}>For: {COLLEGE_NAME}</p>
      </div>
      <VerificationFooter
        url={verificationUrl("letter", letter.verificationCode, origin)}
        code={letter.verificationCode}
        what="letter"
      />
    </PrintableDocument>
  );
}
