import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import type { ResourceListAction } from "../../../schema/resourceListAction";
import { modelOf } from "../../../schema/resourceModel";
import { errorMessage } from "../../api/http";
import { resourceKeys, runListAction, useLookup } from "../../api/resources";
import { useEngineHost } from "../host";
import { listActionMessages } from "./listActionMessages";
import { SUCCESS_FLASH_MS, SUCCESS_TITLE } from "./messages";

export interface ListActionDialogProps {
  resource: ResourceFile;
  action: ResourceListAction | undefined;
  onClose: () => void;
}

/**
 * A copy list action (`grid.listActions`, e.g. "Clone session"): asks From and To among the copy
 * field's lookup options and the file's question, then copies on the server (all or nothing).
 * Success flashes the server's count and refreshes the list and its children's lists; a refusal
 * stays in the dialog with the server's reason.
 */
export function ListActionDialog({ resource, action, onClose }: ListActionDialogProps) {
  const field = action ? modelOf(resource).byProperty.get(action.copy.field) : undefined;
  const options = useLookup(field?.lookup ?? "").data ?? [];
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const fromId = useId();
  const toId = useId();
  const queryClient = useQueryClient();
  const { notify } = useEngineHost();
  const copy = useMutation({
    mutationFn: (input: { action: ResourceListAction; from: number; to: number }) =>
      runListAction(resource.name, input.action, { from: input.from, to: input.to }),
    onSuccess: async (result, { action: done }) => {
      notify({
        title: SUCCESS_TITLE,
        message: result.message ?? listActionMessages.done(done.label),
        intent: "success",
        timeout: SUCCESS_FLASH_MS,
      });
      const names = [resource.name, ...(done.copy.children ?? []).map((child) => child.resource)];
      await Promise.all(
        names.map((name) => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) })),
      );
      close();
    },
  });
  const close = () => {
    setFrom("");
    setTo("");
    copy.reset();
    onClose();
  };
  const title = field?.title ?? action?.copy.field ?? "";
  const ready = from !== "" && to !== "" && from !== to;
  const choices = [{ value: "", label: listActionMessages.choose(title) }].concat(
    options.map((option) => ({ value: String(option.id), label: option.name })),
  );

  return (
    <Dialog
      isOpen={action !== undefined}
      title={action?.label}
      onClose={close}
      canEscapeKeyClose={!copy.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (action && ready) copy.mutate({ action, from: Number(from), to: Number(to) });
        }}
      >
        <DialogBody>
          {action?.confirm ? <p>{action.confirm}</p> : null}
          <FormGroup label={listActionMessages.from(title)} labelFor={fromId}>
            <HTMLSelect
              id={fromId}
              fill
              value={from}
              options={choices}
              onChange={(e) => setFrom(e.target.value)}
            />
          </FormGroup>
          <FormGroup label={listActionMessages.to(title)} labelFor={toId}>
            <HTMLSelect id={toId} fill value={to} options={choices} onChange={(e) => setTo(e.target.value)} />
          </FormGroup>
          {from !== "" && from === to ? (
            <Callout intent="warning">{listActionMessages.same(title)}</Callout>
          ) : null}
          {copy.isError ? (
            <Callout intent="danger" role="alert">
              {errorMessage(copy.error, listActionMessages.failed)}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close} disabled={copy.isPending}>
                Cancel
              </Button>
              <Button type="submit" intent="primary" disabled={!ready} loading={copy.isPending}>
                {action?.label ?? "OK"}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
