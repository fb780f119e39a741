import { Button } from "@blueprintjs/core";
import { DuplicateIcon } from "@blueprintjs/icons";
import { useState } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import type { ResourceListAction } from "../../../schema/resourceListAction";
import { ListActionDialog } from "./ListActionDialog";

/** The file's list actions as header buttons, each opening its dialog (writers only). */
export function ListActionButtons({ resource }: { resource: ResourceFile }) {
  const [open, setOpen] = useState<ResourceListAction>();
  const actions = resource.grid.listActions ?? [];
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.name} icon={<DuplicateIcon />} onClick={() => setOpen(action)}>
          {action.label}
        </Button>
      ))}
      <ListActionDialog resource={resource} action={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
