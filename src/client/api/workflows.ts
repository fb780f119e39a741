import type { SuccessEnvelope } from "../../contract/envelope";
import type { ListResult } from "../../contract/lists";
import type {
  TakeTransitionBody,
  TransitionResult,
  WorkflowRow,
  WorkflowView,
} from "../../contract/workflows";
import { getData, http } from "./http";
import { downloadFile, type ListSource, listQueryParams } from "./resources";

/** The generic workflow API (`/api/workflows/:name…`, src/contract/workflows.ts). */

export type { TakeTransitionBody, WorkflowRow, WorkflowView };

export const workflowKeys = {
  all: ["workflows"] as const,
  view: (name: string) => ["workflows", name, "view"] as const,
  rows: (name: string) => ["workflows", name, "rows"] as const,
};

const path = (name: string) => `/workflows/${encodeURIComponent(name)}`;

export function fetchWorkflowView(name: string): Promise<WorkflowView> {
  return getData<WorkflowView>(path(name));
}

/** A workflow's rows as the engine Grid reads a list (with its export when the file offers one). */
export function workflowRowsSource(name: string, exportable = false): ListSource<WorkflowRow> {
  return {
    ...(exportable
      ? {
          exportFile: (query, format) => {
            const params = new URLSearchParams({ format, ...listQueryParams(query) });
            return downloadFile(`${path(name)}/export?${params.toString()}`, `${name}.${format}`);
          },
        }
      : {}),
    queryKey: workflowKeys.rows(name),
    fetchPage: (query, signal) =>
      http
        .get<SuccessEnvelope<ListResult<WorkflowRow>>>(`${path(name)}/rows`, {
          params: listQueryParams(query),
          signal,
        })
        .then((response) => response.data.data),
  };
}

/** Takes a step on one row or many (all or none); the answer carries the server's message. */
export async function takeWorkflowTransition(
  name: string,
  body: TakeTransitionBody,
): Promise<{ result: TransitionResult; message?: string }> {
  const response = await http.post<SuccessEnvelope<TransitionResult>>(`${path(name)}/transitions`, body);
  return { result: response.data.data, message: response.data.message };
}
