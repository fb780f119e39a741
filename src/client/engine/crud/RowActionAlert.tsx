import { Alert } from "@blueprintjs/core";
import { useId, useState } from "react";
import type { ResourceRowAction } from "../../../schema/resourceFile";
import { errorMessage } from "../../api/http";
import { useEngineHost } from "../host";
import { crudMessages, FAILURE_FLASH_MS, FAILURE_TITLE } from "./messages";
import type { ResourceWrites } from "./useResourceWrites";

export interface RowActionTarget {
  id: number;
  /** How the row is named in the question when the action has no `confirm` text. */
  name: string;
  action: ResourceRowAction;
}

export interface RowActionAlertProps {
  target: RowActionTarget | undefined;
  act: ResourceWrites["act"];
  onClose: () => void;
}

/**
 * Asks before a row action (Approve, Reject...) with the file's question, then runs it. Success
 * flashes the server's message (from the mutation); a refusal flashes the server's reason, e.g.
 * that someone else has already decided the request, and the list refreshes either way.
 */
export function RowActionAlert({ target, act, onClose }: RowActionAlertProps) {
  const { notify } = useEngineHost();
  const [busy, setBusy] = useState(false);
  const action = target?.action;
  const questionId = useId();

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await act.mutateAsync({ id: target.id, action: target.action });
    } catch (error) {
      notify({
        title: FAILURE_TITLE,
        message: errorMessage(error, crudMessages.actionFailed),
        intent: "danger",
        timeout: FAILURE_FLASH_MS,
      });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Alert
      // Blueprint's Alert has no title, so its dialog would have no name (axe: aria-dialog-name);
      // the question it asks names it.
      aria-labelledby={questionId}
      isOpen={target !== undefined}
      intent={action?.intent ?? "primary"}
      confirmButtonText={action?.label ?? "OK"}
      cancelButtonText="Cancel"
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p id={questionId}>
        {target
          ? (target.action.confirm ?? crudMessages.actionQuestion(target.action.label, target.name))
          : null}
      </p>
    </Alert>
  );
}
