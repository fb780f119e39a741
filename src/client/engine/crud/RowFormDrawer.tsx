import { Button, Callout, Classes, Drawer, H2, Spinner, SpinnerSize } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { withTheme } from "@rjsf/core";
import type { ErrorSchema, FormContextType, RJSFSchema, UiSchema } from "@rjsf/utils";
import { useId, useMemo, useState } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import { errorMessage } from "../../api/http";
import { useLookups, useResourceRow } from "../../api/resources";
import { lookupNamesInSchema, withLookupWidgets } from "../lookups/withLookupWidgets";
import { Theme } from "../theme";
import { formValidator } from "../validation";
import "../validation/sharedForms";
import { crudMessages, inText } from "./messages";
import { formDataOf } from "./schemaProperties";
import { extraErrorsOf, serverErrorsOf } from "./serverErrors";
import type { ResourceWrites } from "./useResourceWrites";

type RowData = Record<string, unknown>;

// The theme is typed for any form data; a row is an object, checked where the data comes back.
const RowForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme);

function asRow(data: unknown): RowData {
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as RowData) : {};
}

export interface RowFormDrawerProps {
  resource: ResourceFile;
  /** Which row the drawer edits: "new", an id, or nothing (closed). */
  target: "new" | number | undefined;
  /** Values a new row starts with (a scoped list's fixed property). */
  preset?: RowData;
  save: ResourceWrites["save"];
  onClose: () => void;
}

/** The create / edit form of a resource row in a drawer: the resource's schema and UI schema through rjsf. */
export function RowFormDrawer({ resource, target, preset, save, onClose }: RowFormDrawerProps) {
  const editingId = typeof target === "number" ? target : undefined;
  const title = `${editingId === undefined ? "Add" : "Edit"} ${inText(resource.singular)}`;
  const titleId = useId();
  // Blueprint's Drawer renders neither a dialog role nor a labelled title, so the drawer's
  // content carries them: screen readers announce "Add department, dialog".
  return (
    <Drawer isOpen={target !== undefined} onClose={onClose} size="min(36rem, 100%)">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="crud-drawer">
        <div className={Classes.DRAWER_HEADER}>
          <H2 id={titleId} className="crud-drawer-title">
            {title}
          </H2>
          <Button variant="minimal" aria-label="Close" icon={<SmallCrossIcon />} onClick={onClose} />
        </div>
        <div className={Classes.DRAWER_BODY}>
          <div className={Classes.DIALOG_BODY}>
            {target === undefined ? null : (
              <RowFormBody
                key={String(target)}
                resource={resource}
                editingId={editingId}
                preset={preset}
                save={save}
                onSaved={onClose}
              />
            )}
          </div>
        </div>
      </div>
    </Drawer>
  );
}

interface RowFormBodyProps {
  resource: ResourceFile;
  editingId: number | undefined;
  preset: RowData | undefined;
  save: ResourceWrites["save"];
  onSaved: () => void;
}

function RowFormBody({ resource, editingId, preset, save, onSaved }: RowFormBodyProps) {
  const rowSchema = resource.schema as RJSFSchema;
  const lookupNames = useMemo(() => lookupNamesInSchema(rowSchema), [rowSchema]);
  const lookups = useLookups(lookupNames);
  // The schema stays as written (its validator is precompiled); lookups reach the form via the UI schema.
  const schema = rowSchema;
  const row = useResourceRow(resource.name, editingId);
  const [formData, setFormData] = useState<RowData | undefined>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const [failure, setFailure] = useState<string>();

  const uiSchema: UiSchema = useMemo(
    () => ({
      ...withLookupWidgets(rowSchema, resource.ui as UiSchema | undefined, lookups.lists),
      "ui:submitButtonOptions": {
        submitText: editingId === undefined ? `Add ${inText(resource.singular)}` : "Save changes",
        props: { disabled: save.isPending },
      },
    }),
    [rowSchema, resource.ui, resource.singular, editingId, save.isPending, lookups.lists],
  );

  if (lookups.pending || (editingId !== undefined && row.isPending)) {
    return <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />;
  }
  if (row.isError) {
    return <Callout intent="danger">{errorMessage(row.error, "The row could not be loaded")}</Callout>;
  }
  const initial = row.data ? formDataOf(row.data, rowSchema) : { ...preset };

  const submit = async (data: RowData) => {
    setFailure(undefined);
    setServerErrors(undefined);
    try {
      await save.mutateAsync({ id: editingId, data });
      onSaved();
    } catch (error) {
      const fieldErrors = serverErrorsOf(error);
      if (fieldErrors.length > 0) setServerErrors(extraErrorsOf(fieldErrors));
      setFailure(errorMessage(error, crudMessages.saveFailed));
    }
  };

  return (
    <>
      {failure ? (
        <Callout intent="danger" role="alert" className="crud-form-failure">
          {failure}
        </Callout>
      ) : null}
      <RowForm
        schema={schema}
        uiSchema={uiSchema}
        validator={formValidator(schema)}
        formData={formData ?? initial}
        extraErrors={serverErrors}
        noHtml5Validate
        // The errors show on the fields and in the summary; without a handler rjsf logs them.
        onError={() => {}}
        onChange={(event) => setFormData(asRow(event.formData))}
        onSubmit={(event) => void submit(asRow(event.formData))}
      />
    </>
  );
}
