import { Callout, Spinner } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../api/http";

/** A query's loading and error states, then its data. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <Callout intent="danger" role="alert">
        {errorMessage(query.error, `${what} could not be loaded. Please try again.`)}
      </Callout>
    );
  if (query.data === undefined) return <Spinner aria-label={`Loading ${what.toLowerCase()}`} size={24} />;
  return <>{children(query.data)}</>;
}
