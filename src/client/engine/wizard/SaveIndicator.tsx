import { Classes, Spinner, Tag } from "@blueprintjs/core";
import { ErrorIcon, TickIcon } from "@blueprintjs/icons";
import type { SaveStatus } from "./useDraft";

/** "Saving…" / "Saved" / "Not saved" beside the step bar; a live region so the change is announced. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <output className="matric-wizard-save" aria-live="polite">
      {status === "saving" && (
        <span className={Classes.TEXT_MUTED}>
          <Spinner size={12} className="matric-wizard-save-spinner" /> Saving…
        </span>
      )}
      {status === "saved" && (
        <Tag minimal intent="success" icon={<TickIcon />}>
          Saved
        </Tag>
      )}
      {status === "error" && (
        <Tag minimal intent="danger" icon={<ErrorIcon />}>
          Not saved — check your connection or storage
        </Tag>
      )}
    </output>
  );
}
