import { Callout } from "@blueprintjs/core";
import { errorMessage } from "../../api/http";

/** A dashboard call that failed: the server's message when it sent one, else what axios says. */
export function DashboardLoadError({ error }: { error: unknown }) {
  const message = errorMessage(error, error instanceof Error ? error.message : "the request failed");
  return (
    <Callout intent="danger" role="alert" className="dashboard-error">
      An error has occurred: {message}
    </Callout>
  );
}
