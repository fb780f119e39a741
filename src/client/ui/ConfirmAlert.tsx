import { Alert, type Intent } from "@blueprintjs/core";
import { type ReactNode, useId } from "react";

/**
 * Asks before an action that changes many records at once (bulk approve, publish): the question,
 * what will happen, and the action's own label on the confirm button; Cancel changes nothing.
 */
export function ConfirmAlert({
  isOpen,
  question,
  children,
  confirmLabel,
  intent = "primary",
  loading = false,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  question: string;
  children?: ReactNode;
  confirmLabel: string;
  intent?: Intent;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  return (
    <Alert
      // Blueprint's Alert has no title, so the question names the dialog (axe: aria-dialog-name).
      aria-labelledby={questionId}
      isOpen={isOpen}
      intent={intent}
      confirmButtonText={confirmLabel}
      cancelButtonText="Cancel"
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p id={questionId}>
        <strong>{question}</strong>
      </p>
      {children}
    </Alert>
  );
}
