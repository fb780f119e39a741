import { Classes } from "@blueprintjs/core";
import { useEngineHost } from "../host";

/** The default content of the document's header slot: the college's name and the document's purpose. */
export function CollegeHeader({ subtitle }: { subtitle?: string }) {
  const { collegeName } = useEngineHost();
  return (
    <div className="matric-document-college-name">
      <p className={`${Classes.HEADING} matric-document-college-title`}>{collegeName}</p>
      {subtitle && <p className={Classes.TEXT_MUTED}>{subtitle}</p>}
    </div>
  );
}
