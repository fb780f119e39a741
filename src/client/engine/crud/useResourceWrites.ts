import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceFile, ResourceRowAction } from "../../../schema/resourceFile";
import {
  createResourceRow,
  deleteResourceRow,
  resourceKeys,
  runRowAction,
  setResourceRowActive,
  updateResourceRow,
  uploadResourceFile,
} from "../../api/resources";
import { useEngineHost } from "../host";
import { crudMessages, SUCCESS_FLASH_MS, SUCCESS_TITLE } from "./messages";

export interface SaveInput {
  /** Absent for a new row. */
  id?: number;
  data: Record<string, unknown>;
}

const NOTHING_FIXED = {};

/**
 * Every write of a CRUD screen. Each success refreshes everything cached about the resource
 * (its list pages and rows), so the grid shows the change; failures are left to the caller,
 * which knows where to show them (form fields, the delete alert, the upload report).
 */
export function useResourceWrites(
  resource: ResourceFile,
  /** Values every uploaded row takes (a preset's screen; see `uploadResourceFile`). */
  fixed: Readonly<Record<string, string | number | boolean>> = NOTHING_FIXED,
) {
  const { notify } = useEngineHost();
  const flashSuccess = (message: string) =>
    notify({ title: SUCCESS_TITLE, message, intent: "success", timeout: SUCCESS_FLASH_MS });
  const queryClient = useQueryClient();
  const { name, singular } = resource;
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });

  const save = useMutation({
    mutationFn: ({ id, data }: SaveInput) =>
      id === undefined ? createResourceRow(name, data) : updateResourceRow(name, id, data),
    onSuccess: (result, { id }) => {
      flashSuccess(
        result.message ?? (id === undefined ? crudMessages.added(singular) : crudMessages.updated(singular)),
      );
      return refresh();
    },
  });

  const setActive = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setResourceRowActive(name, id, active),
    onSuccess: (result, { active }) => {
      flashSuccess(
        result.message ?? (active ? crudMessages.activated(singular) : crudMessages.deactivated(singular)),
      );
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteResourceRow(name, id),
    onSuccess: (message) => {
      flashSuccess(message ?? crudMessages.deleted(singular));
      return refresh();
    },
  });

  const upload = useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadResourceFile(name, file, onProgress, fixed),
    onSuccess: (result) => (result.created > 0 ? refresh() : undefined),
  });

  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: ResourceRowAction }) => runRowAction(name, id, action),
    onSuccess: (result, { action }) => {
      flashSuccess(result.message ?? crudMessages.actionDone(singular, action.label));
      return refresh();
    },
    // A refusal (409) usually means someone else changed the row first: show the list as it is now.
    onError: () => refresh(),
  });

  return { save, setActive, remove, upload, act };
}

export type ResourceWrites = ReturnType<typeof useResourceWrites>;
