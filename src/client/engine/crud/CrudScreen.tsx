import { Button, Spinner } from "@blueprintjs/core";
import { PlusIcon, UploadIcon } from "@blueprintjs/icons";
import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import { type ResourceFile, rowMatches } from "../../../schema/resourceFile";
import { errorMessage } from "../../api/http";
import { type ResourceRow, resourceListSource, useLookups } from "../../api/resources";
import { ExportButtons } from "../grid/ExportButtons";
import { Grid } from "../grid/Grid";
import { lookupNamesOf } from "../grid/gridConfig";
import { useListController } from "../grid/useListController";
import { useEngineHost } from "../host";
import { DeleteRowAlert, type DeleteTarget } from "./DeleteRowAlert";
import { activeFieldOf, gridConfigOf } from "./gridConfigOf";
import { ListActionButtons } from "./ListActionButtons";
import { ListHeader } from "./ListHeader";
import { crudMessages, FAILURE_FLASH_MS, FAILURE_TITLE, inText } from "./messages";
import { RowActionAlert, type RowActionTarget } from "./RowActionAlert";
import { RowActions } from "./RowActions";
import { rowNameOf } from "./rowName";
import { useResourceWrites } from "./useResourceWrites";
import "./crud.css";

/**
 * The row form (rjsf, the theme and the precompiled validators: most of the engine's weight) and
 * the upload dialog are fetched when first opened, so a list opens with the grid's code only.
 */
const UploadDialog = lazy(() =>
  import("./UploadDialog").then((module) => ({ default: module.UploadDialog })),
);
const RowFormDrawer = lazy(() =>
  import("./RowFormDrawer").then((module) => ({ default: module.RowFormDrawer })),
);

export interface CrudScreenProps {
  resource: ResourceFile;
  /**
   * Whether the signed-in user may write (the resource's `access.write`); readers get the list
   * and export only. The server checks again on every call.
   */
  canWrite?: boolean;
  /**
   * A scoped list (`ResourceFile.scopes`): only rows whose `field` holds `value`, which new rows
   * get too. Pass the file through `scopedResourceFile` so the column and filter are left out.
   */
  scope?: RowScope;
  /**
   * A preset's screen (`ResourceFile.presets`): only rows holding these values, which new rows get
   * too. Pass the file through `presetResourceFile` so the columns and filters are left out.
   */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /** Opens the upload form with the screen (a preset's bulk-upload screen). */
  uploadFirst?: boolean;
}

export interface RowScope {
  field: string;
  /** Scoped properties are integer lookups (the server checks each scope at start-up). */
  value: number;
}

/** An admin list from its resource file: header, grid, create/edit drawer, delete, upload, export. */
export function CrudScreen({
  resource,
  canWrite = true,
  scope,
  fixed,
  uploadFirst = false,
}: CrudScreenProps) {
  const config = useMemo(() => gridConfigOf(resource), [resource]);
  const urlOptions = useMemo(
    () => ({ defaultSort: config.defaultSort, filterFields: config.filters.map((filter) => filter.field) }),
    [config],
  );
  const list = useListController(urlOptions);
  const scopeField = scope?.field;
  const scopeValue = scope?.value;
  // The values every row of this screen holds: a scope's parent, a preset's filters.
  const fixedValues = useMemo(
    () => ({ ...fixed, ...(scopeField === undefined ? {} : { [scopeField]: scopeValue }) }),
    [fixed, scopeField, scopeValue],
  );
  const source = useMemo(
    () =>
      resourceListSource(
        resource.name,
        resource.grid.export === true,
        Object.fromEntries(Object.entries(fixedValues).map(([field, value]) => [field, String(value)])),
      ),
    [resource, fixedValues],
  );
  const preset = useMemo(
    () => (Object.keys(fixedValues).length === 0 ? undefined : fixedValues),
    [fixedValues],
  );
  const activeField = activeFieldOf(resource);
  const { notify } = useEngineHost();
  const writes = useResourceWrites(resource, fixed);
  const { setActive } = writes;
  const [formTarget, setFormTarget] = useState<"new" | number>();
  // Stays true once a form has been opened, so the drawer keeps its closing animation.
  const formWanted = useWanted(formTarget !== undefined);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget>();
  const [actionTarget, setActionTarget] = useState<RowActionTarget>();
  const [uploadOpen, setUploadOpen] = useState(uploadFirst && canWrite && resource.grid.upload === true);
  const uploadWanted = useWanted(uploadOpen);
  const fileActions = resource.grid.rowActions;
  const headingId = useId();

  const toggleActive = useCallback(
    (row: ResourceRow, active: boolean) =>
      setActive.mutateAsync({ id: row.id, active }).catch((error: unknown) => {
        notify({
          title: FAILURE_TITLE,
          message: errorMessage(error, crudMessages.toggleFailed),
          intent: "danger",
          timeout: FAILURE_FLASH_MS,
        });
      }),
    [setActive, notify],
  );

  // The grid loads the same lists (one query each): a row named by a lookup shows its label.
  const lookupNames = useMemo(() => lookupNamesOf(config), [config]);
  const { lists: lookups } = useLookups(lookupNames);
  const rowActions = useCallback(
    (row: ResourceRow) => {
      const name = rowNameOf(row, config, lookups);
      const active = activeField ? row[activeField] === true : undefined;
      return (
        <RowActions
          rowName={name}
          active={active}
          onEdit={() => setFormTarget(row.id)}
          onToggleActive={activeField ? () => void toggleActive(row, !active) : undefined}
          onDelete={() => setDeleteTarget({ id: row.id, name })}
          actions={fileActions?.filter((action) => rowMatches(row, action.when))}
          onAction={(action) => setActionTarget({ id: row.id, name, action })}
        />
      );
    },
    [config, lookups, activeField, toggleActive, fileActions],
  );

  const deactivate = useCallback((id: number) => setActive.mutateAsync({ id, active: false }), [setActive]);
  const exportFile = source.exportFile;

  return (
    <section className="crud" aria-labelledby={headingId}>
      <ListHeader id={headingId} title={resource.title}>
        {canWrite ? (
          <Button intent="primary" icon={<PlusIcon />} onClick={() => setFormTarget("new")}>
            Add {inText(resource.singular)}
          </Button>
        ) : null}
        {canWrite && resource.grid.upload ? (
          <Button icon={<UploadIcon />} onClick={() => setUploadOpen(true)}>
            Upload
          </Button>
        ) : null}
        {canWrite ? <ListActionButtons resource={resource} /> : null}
        {exportFile ? <ExportButtons query={list.query} exportFile={exportFile} /> : null}
      </ListHeader>
      <Grid
        label={resource.title}
        config={config}
        list={list}
        source={source}
        rowActions={canWrite ? rowActions : undefined}
      />
      {canWrite ? (
        <>
          {formWanted ? (
            <Suspense fallback={<Spinner className="crud-form-loading" aria-label="Loading the form" />}>
              <RowFormDrawer
                resource={resource}
                target={formTarget}
                preset={preset}
                save={writes.save}
                onClose={() => setFormTarget(undefined)}
              />
            </Suspense>
          ) : null}
          <DeleteRowAlert
            singular={resource.singular}
            target={deleteTarget}
            remove={writes.remove}
            deactivate={activeField ? deactivate : undefined}
            onClose={() => setDeleteTarget(undefined)}
          />
          {fileActions?.length ? (
            <RowActionAlert
              target={actionTarget}
              act={writes.act}
              onClose={() => setActionTarget(undefined)}
            />
          ) : null}
          {resource.grid.upload && uploadWanted ? (
            <Suspense
              fallback={<Spinner className="crud-form-loading" aria-label="Loading the upload form" />}
            >
              <UploadDialog
                resource={resource}
                isOpen={uploadOpen}
                upload={writes.upload}
                onClose={() => setUploadOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** True from the first time `open` is true on. */
function useWanted(open: boolean): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted || open;
}
