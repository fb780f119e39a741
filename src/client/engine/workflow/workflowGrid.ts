import type { WorkflowRow, WorkflowView } from "../../../contract/workflows";
import type { ColumnFormat } from "../../../schema/resourceFile";
import type { GridConfig } from "../grid";

/** A workflow's transition as the screen offers it. */
export type WorkflowStep = WorkflowView["transitions"][number];

/** The "Show" filter every workflow list has: what waits for the caller, or all they may see. */
export const WAITING_FILTER = "waiting";

/** The Grid's column format of a workflow field's format ("state": the label, as a badge). */
function columnFormat(format: WorkflowView["columns"][number]["format"]): ColumnFormat {
  if (format === "state") return "badge";
  if (format === "number") return "text";
  return format;
}

/**
 * The Grid's description of a workflow's list: the row's steps and links first, so a list of
 * many columns (the application review's thirteen) keeps them in view without scrolling sideways,
 * then its file's columns (the server keeps the file's order, so no header sorts); "Show"
 * (waiting for you, or everything), the state, the file's filters with their lookups or values,
 * its ranges and its search box.
 */
export function workflowGridConfig(view: WorkflowView): GridConfig {
  const owner = view.columns[0]?.field;
  return {
    actionsFirst: true,
    columns: [
      ...view.links.map((link, index) => ({
        field: `link${index}`,
        label: link.label,
        format: "link" as const,
        sortable: false,
        href: link.href,
        text: link.label,
        ...(owner === undefined ? {} : { owner }),
      })),
      ...view.columns.map((column) => ({
        field: column.field,
        label: column.label,
        format: columnFormat(column.format),
        sortable: false,
      })),
    ],
    filters: [
      {
        field: WAITING_FILTER,
        label: "Show",
        required: true,
        options: [
          { value: "true", label: "Waiting for you" },
          { value: "false", label: "All you may see" },
        ],
      },
      {
        field: "state",
        label: "Status",
        options: view.states.map((state) => ({ value: state.name, label: state.label })),
      },
      ...view.filters.map((filter) => ({
        field: filter.field,
        label: filter.label,
        ...(filter.lookup === undefined ? {} : { lookup: filter.lookup }),
        ...(filter.options === undefined
          ? {}
          : { options: filter.options.map((option) => ({ value: option, label: option })) }),
        ...(filter.input === undefined ? {} : { input: filter.input }),
        ...(filter.required ? { required: true } : {}),
      })),
    ],
    searchable: view.searchable === true,
    searchLabel: `Search ${view.title.toLowerCase()}`,
  };
}

/** Where each filter starts when the address names no value: "Show" at what waits for you. */
export function filterDefaults(view: WorkflowView): Record<string, string> {
  const defaults: Record<string, string> = { [WAITING_FILTER]: "true" };
  for (const filter of view.filters)
    if (filter.default !== undefined) defaults[filter.field] = filter.default;
  return defaults;
}

/** A row as the list shows it: fields of format "state" read as the state's label. */
export function labelledRow(view: WorkflowView, row: WorkflowRow): WorkflowRow {
  const stateFields = view.columns.filter((column) => column.format === "state");
  if (stateFields.length === 0) return row;
  const labels = new Map(view.states.map((state) => [state.name, state.label]));
  const labelled = { ...row };
  for (const { field } of stateFields) {
    const value = row[field];
    if (typeof value === "string") labelled[field] = labels.get(value) ?? value;
  }
  return labelled;
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
