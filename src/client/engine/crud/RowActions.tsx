import { Button } from "@blueprintjs/core";
import { EditIcon, TrashIcon } from "@blueprintjs/icons";
import type { ResourceRowAction } from "../../../schema/resourceFile";

export interface RowActionsProps {
  /** How the row is named to screen readers ("Edit Computer Science"). */
  rowName: string;
  /** The row's on/off value when the resource has one. */
  active?: boolean;
  onEdit: () => void;
  onToggleActive?: () => void;
  onDelete: () => void;
  /** The file's row actions that apply to this row (Approve, Reject...), shown first. */
  actions?: readonly ResourceRowAction[];
  onAction?: (action: ResourceRowAction) => void;
}

/** The file's row actions, then Edit, Deactivate / Activate and Delete buttons of one grid row. */
export function RowActions({
  rowName,
  active,
  onEdit,
  onToggleActive,
  onDelete,
  actions = [],
  onAction,
}: RowActionsProps) {
  const toggleText = active ? "Deactivate" : "Activate";
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.name}
          variant="minimal"
          size="small"
          intent={action.intent ?? "primary"}
          aria-label={`${action.label} ${rowName}`}
          onClick={() => onAction?.(action)}
        >
          {action.label}
        </Button>
      ))}
      <Button
        variant="minimal"
        size="small"
        icon={<EditIcon />}
        aria-label={`Edit ${rowName}`}
        onClick={onEdit}
      >
        Edit
      </Button>
      {onToggleActive ? (
        <Button
          variant="minimal"
          size="small"
          aria-label={`${toggleText} ${rowName}`}
          onClick={onToggleActive}
        >
          {toggleText}
        </Button>
      ) : null}
      <Button
        variant="minimal"
        size="small"
        intent="danger"
        icon={<TrashIcon />}
        aria-label={`Delete ${rowName}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
