import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

/**
 * What a widget shows when the form or field is read-only: the value as text, so previews and
 * review steps read as a document ("values, not inputs").
 */
export function ReadonlyValue({ id, children }: { id: string; children?: ReactNode }) {
  const empty = children === undefined || children === null || children === "";
  return (
    <div id={id} className="matric-readonly-value">
      {empty ? <span className={Classes.TEXT_MUTED}>Not provided</span> : children}
    </div>
  );
}
