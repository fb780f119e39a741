import { Button, NonIdealState } from "@blueprintjs/core";
import { useRouteError } from "react-router-dom";

/** Shown when a screen fails to load (for example a new release replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : "This page could not be shown.";
  return (
    <NonIdealState
      icon="error"
      title="Something went wrong"
      description={message}
      action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
    />
  );
}
