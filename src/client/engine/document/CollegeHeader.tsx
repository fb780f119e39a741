import { Classes } from "@blueprintjs/core";
import { COLLEGE_NAME } from "../../app/college";

/** The default content of the document's header slot: the college's name and the document's purpose. */
export function CollegeHeader({ subtitle }: { subtitle?: string }) {
  return (
    <div className="matric-document-college-name">
      <p className={`${Classes.HEADING} matric-document-college-title`}>{COLLEGE_NAME}</p>
      {subtitle && <p className={Classes.TEXT_MUTED}>{subtitle}</p>}
    </div>
  );
}
