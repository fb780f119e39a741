import { Callout } from "@blueprintjs/core";
import type { FieldChangeView } from "../../../contract/applicationTypes";
import "./applicationTypes.css";

const KIND_LABEL: Record<FieldChangeView["kind"], string> = {
  added: "Added",
  removed: "Removed",
  changed: "Changed",
};

/**
 * What changed in a form between two published versions: told to an applicant whose draft was
 * filled with the older one, and shown in the registry's editor before publishing.
 */
export function VersionChanges({
  from,
  to,
  list,
  title = "This form has changed since you started",
  intro = `The college published version ${to} of this form (you started on version ${from}). Please check these fields:`,
}: {
  from: number;
  to: number;
  list: readonly FieldChangeView[];
  title?: string;
  intro?: string;
}) {
  return (
    <Callout
      intent="primary"
      title={title}
      className="matric-no-print matric-version-changes"
      data-testid="version-changes"
    >
      <p>{intro}</p>
      <ul>
        {list.map((change) => (
          <li key={`${change.kind}:${change.path}`}>
            <strong>{KIND_LABEL[change.kind]}:</strong> {change.label}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
