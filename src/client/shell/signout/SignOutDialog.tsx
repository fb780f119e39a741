import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useState } from "react";

export const SIGN_OUT_QUESTION = "Are you sure you want to sign out?";

interface SignOutDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  /** Signs the user out; the dialog shows progress until it settles. */
  onConfirm: () => Promise<void>;
}

/** The sign-out confirmation of the application frame (spec section 2). */
export function SignOutDialog({ isOpen, onCancel, onConfirm }: SignOutDialogProps) {
  const [signingOut, setSigningOut] = useState(false);
  const confirm = async () => {
    setSigningOut(true);
    try {
      await onConfirm();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title="Sign out" className="sign-out-dialog">
      <DialogBody>
        <p>{SIGN_OUT_QUESTION}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onCancel} disabled={signingOut} />
            <Button intent="danger" text="Sign out" loading={signingOut} onClick={() => void confirm()} />
          </>
        }
      />
    </Dialog>
  );
}
