import { HTMLTable } from "@blueprintjs/core";
import {
  type ArrayFieldTemplateProps,
  buttonId,
  descriptionId,
  type FormContextType,
  getTemplate,
  getUiOptions,
  type RJSFSchema,
  type StrictRJSFSchema,
  titleId,
} from "@rjsf/utils";
import { Heading, headingLevelForDepth } from "../shared/Heading";
import { LayoutProvider } from "../shared/LayoutContext";
import { RequiredMark } from "../shared/RequiredMark";
import { tableColumns } from "./tableColumns";

/**
 * Arrays of objects (O-level subject/grade rows, education history...) render as an editable
 * table: one row per item, a column per item property, row buttons at the end. Arrays of
 * scalars render as a simple list. Rows and cells are drawn by ArrayFieldItemTemplate and
 * ObjectFieldTemplate, told what to draw through LayoutContext.
 */
export default function ArrayFieldTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: ArrayFieldTemplateProps<T, S, F>) {
  const {
    canAdd,
    className,
    disabled,
    readonly,
    fieldPathId,
    items,
    onAddClick,
    optionalDataControl,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema, registry.globalUiOptions);
  const DescriptionFieldTemplate = getTemplate<"DescriptionFieldTemplate", T, S, F>(
    "DescriptionFieldTemplate",
    registry,
    uiOptions,
  );
  const { AddButton } = registry.templates.ButtonTemplates;

  const arrayTitle = uiOptions.title ?? title ?? "";
  const description = uiOptions.description ?? schema.description;
  const headingId = titleId(fieldPathId);
  const columns = tableColumns<T, S, F>(schema, uiSchema, registry);
  const { orderable = true, removable = true, copyable = false } = uiOptions;
  // Read-only previews show the data only: no action column, no add button.
  const showActions = !readonly && Boolean(orderable || removable || copyable);
  const addText =
    typeof uiOptions.addText === "string" ? uiOptions.addText : columns ? "Add row" : "Add item";

  return (
    <div id={fieldPathId.$id} className={`matric-array ${className ?? ""}`.trim()}>
      {arrayTitle && (
        <Heading level={headingLevelForDepth(fieldPathId.path.length)} id={headingId}>
          {arrayTitle}
          <RequiredMark required={required} />
        </Heading>
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {optionalDataControl}
      {columns ? (
        <div className="matric-array-table-wrap">
          <HTMLTable
            className="matric-array-table"
            compact
            bordered
            aria-labelledby={arrayTitle ? headingId : undefined}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.name} scope="col">
                    {column.title}
                    <RequiredMark required={column.required && !readonly} />
                  </th>
                ))}
                {showActions && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              <LayoutProvider
                value={{ kind: "tableBody", arrayTitle, columns: columns.map((c) => c.name), showActions }}
              >
                {items}
              </LayoutProvider>
              {items.length === 0 && (
                <tr>
                  <td colSpan={columns.length + (showActions ? 1 : 0)} className="bp6-text-muted">
                    No rows yet.
                  </td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </div>
      ) : (
        <ul className="matric-array-list" aria-labelledby={arrayTitle ? headingId : undefined}>
          <LayoutProvider value={{ kind: "list", arrayTitle, showActions }}>{items}</LayoutProvider>
        </ul>
      )}
      {canAdd && !readonly && (
        <AddButton
          id={buttonId(fieldPathId, "add")}
          className="rjsf-array-item-add"
          onClick={onAddClick}
          disabled={disabled}
          uiSchema={uiSchema}
          registry={registry}
        >
          {addText}
        </AddButton>
      )}
    </div>
  );
}
