import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A danger confirmation on Blueprint's Dialog (already in the signed-in chunks) rather than
 * Alert, which would split into a chunk of its own shared with the admin lists (bundle budget).
 */
export function ConfirmDialog({
  open,
  title,
  confirmText,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog isOpen={open} title={title} onClose={onCancel}>
      <DialogBody>
        <p>{children}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel}>Keep it</Button>
            <Button intent="danger" loading={busy} onClick={onConfirm}>
              {confirmText}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
