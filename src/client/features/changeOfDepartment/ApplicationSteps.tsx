import { HTMLTable, Tag } from "@blueprintjs/core";
import type { ChangeOfDepartmentApplication } from "../../api/changeOfDepartment";
import { formatDate } from "../../ui/format";

type Step = ChangeOfDepartmentApplication["steps"][number];

const STATUS: Record<Step["status"], { label: string; intent: "success" | "danger" | "warning" | "none" }> = {
  done: { label: "Done", intent: "success" },
  refused: { label: "Refused", intent: "danger" },
  waiting: { label: "Waiting", intent: "warning" },
  not_reached: { label: "Not yet", intent: "none" },
};

/** Each step of an application: done, refused, waiting or not yet; who, when, and their note or reason. */
export function ApplicationSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <HTMLTable compact striped className="change-of-department-steps">
      <caption>Where your application stands</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Status</th>
          <th scope="col">By</th>
          <th scope="col">Date</th>
          <th scope="col">Note or reason</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.title}>
            <th scope="row">{step.title}</th>
            <td data-label="Status">
              <Tag minimal intent={STATUS[step.status].intent}>
                {STATUS[step.status].label}
              </Tag>
            </td>
            <td data-label="By">{step.by ?? "-"}</td>
            <td data-label="Date">{step.at ? formatDate(step.at) : "-"}</td>
            <td data-label="Note or reason">{step.note ?? "-"}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
