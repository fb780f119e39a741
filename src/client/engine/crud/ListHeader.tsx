import { H1 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import "./crud.css";

/** A list screen's title with its actions beside it (add, upload, export…): one look for every list. */
export function ListHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <header className="crud-header">
      <H1 id={id} className="crud-title">
        {title}
      </H1>
      <div className="crud-header-actions">{children}</div>
    </header>
  );
}
