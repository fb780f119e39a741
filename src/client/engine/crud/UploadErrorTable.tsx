import { HTMLTable } from "@blueprintjs/core";
import type { UploadRowError } from "./serverErrors";

export interface UploadErrorTableProps {
  errors: readonly UploadRowError[];
  /** The field's label ("Department" for "name"). */
  labelOf: (field: string) => string;
}

/** The server's per-row report of a rejected upload: Row, Field, Message. */
export function UploadErrorTable({ errors, labelOf }: UploadErrorTableProps) {
  return (
    <div className="crud-upload-errors">
      <HTMLTable compact striped aria-label="Problems in the file">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Field</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            // The report is shown once and never reordered, so its position is a fine key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>{error.row ?? "-"}</td>
              <td>{error.field ? labelOf(error.field) : "-"}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
