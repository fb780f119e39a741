import { Alert } from "@blueprintjs/core";
import { TrashIcon, WarningSignIcon } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { errorMessage, errorStatus as httpStatusOf } from "../../api/http";
import { crudMessages } from "./messages";
import type { ResourceWrites } from "./useResourceWrites";

export interface DeleteTarget {
  id: number;
  name: string;
}

export interface DeleteRowAlertProps {
  singular: string;
  target: DeleteTarget | undefined;
  remove: ResourceWrites["remove"];
  /** Present when the resource can switch rows off: offered when the row is still in use (409). */
  deactivate?: (id: number) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before deleting, naming the row. When the server refuses because other rows point at it
 * (409), the alert shows its message and offers to deactivate the row instead.
 */
export function DeleteRowAlert({ singular, target, remove, deactivate, onClose }: DeleteRowAlertProps) {
  const [conflict, setConflict] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const questionId = useId();

  const close = () => {
    setConflict(undefined);
    setFailure(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    if (conflict !== undefined) {
      if (!deactivate) return close();
      setBusy(true);
      try {
        await deactivate(target.id);
        close();
      } catch (error) {
        setFailure(errorMessage(error, crudMessages.toggleFailed));
      } finally {
        setBusy(false);
      }
      return;
    }
    setBusy(true);
    try {
      await remove.mutateAsync(target.id);
      close();
    } catch (error) {
      const message = errorMessage(error, crudMessages.deleteFailed);
      if (httpStatusOf(error) === 409) setConflict(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  const inConflict = conflict !== undefined;
  return (
    <Alert
      // Blueprint's Alert has no title, so its dialog would have no name (axe: aria-dialog-name);
      // the question it asks names it.
      aria-labelledby={questionId}
      isOpen={target !== undefined}
      intent={inConflict ? "warning" : "danger"}
      icon={inConflict ? <WarningSignIcon /> : <TrashIcon />}
      confirmButtonText={inConflict ? (deactivate ? "Deactivate" : "Close") : "Delete"}
      cancelButtonText="Cancel"
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {inConflict ? (
        <>
          <p id={questionId}>{conflict}</p>
          {deactivate ? <p>{crudMessages.deactivateInstead}</p> : null}
        </>
      ) : (
        <p id={questionId}>{target ? crudMessages.deleteQuestion(singular, target.name) : null}</p>
      )}
      {failure ? (
        <p className="crud-alert-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </Alert>
  );
}
