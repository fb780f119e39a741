import { Alert } from "@blueprintjs/core";
import { useEffect } from "react";
import { useBlocker } from "react-router-dom";

/**
 * Asks before the applicant leaves with changes the draft store has not saved yet: a Blueprint
 * Alert for moves inside the app (react-router's `useBlocker`, which needs the data router the
 * app uses), and the browser's own prompt for closing or reloading the tab (`beforeunload`).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return (
    <Alert
      isOpen={blocker.state === "blocked"}
      intent="warning"
      cancelButtonText="Stay on this page"
      confirmButtonText="Leave without saving"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>Your latest changes have not been saved yet. Leave this page anyway?</p>
    </Alert>
  );
}
