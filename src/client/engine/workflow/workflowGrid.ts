import type { WorkflowRow, WorkflowView } from "../../../contract/workflows";
import type { GridConfig } from "../grid";

/** A workflow's transition as the screen offers it. */
export type WorkflowStep = WorkflowView["transitions"][number];

/**
 * The Grid's description of a workflow's list: its file's columns (the server sorts by id, so
 * no header sorts) and a filter by state.
 */
export function workflowGridConfig(view: WorkflowView): GridConfig {
  return {
    columns: view.columns.map((column) => ({ ...column, sortable: false })),
    filters: [
      {
        field: "state",
        label: "Status",
        options: view.states.map((state) => ({ value: state.name, label: state.label })),
      },
    ],
    searchable: false,
  };
}

/** The steps the server allows on every one of `rows`: the only bulk buttons offered. */
export function stepsForAll(view: WorkflowView, rows: readonly WorkflowRow[]): WorkflowStep[] {
  if (rows.length === 0) return [];
  return view.transitions.filter((step) => rows.every((row) => row.actions.includes(step.name)));
}

/** How a row is named to people: its first column's value, else its number. */
export function rowName(view: WorkflowView, row: WorkflowRow): string {
  const first = view.columns[0];
  const value = first ? row[first.field] : undefined;
  return value === null || value === undefined || value === "" ? `#${row.id}` : String(value);
}

/** "Approve “NCE/2025/CSC/0142”?" or "Approve 3 course registrations?". */
export function stepQuestion(view: WorkflowView, step: WorkflowStep, names: readonly string[]): string {
  if (names.length === 1) return `${step.label} “${names[0]}”?`;
  return `${step.label} ${names.length} ${view.singular}s?`;
}
