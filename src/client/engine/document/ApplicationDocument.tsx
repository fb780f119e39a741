import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import { EditIcon, PrintIcon } from "@blueprintjs/icons";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { type ReactNode, useId, useMemo } from "react";
import type { ApplicationData, FormSection } from "../schemaForms";
import { buildDocument, type DocItem, type DocValue, valueAtPath } from "./documentModel";
import "./document.css";

export interface ApplicationDocumentProps {
  /** The form schema with lookups applied (`applyLookups`), so ids print as names. */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  sections: readonly FormSection[];
  data: ApplicationData;
  /** Heading of the document; defaults to `ui:document.title`, then the schema title. */
  title?: string;
  /** The college header slot: crest, name, address. */
  header?: ReactNode;
  /** Adds an "Edit" button to each section (the review step). */
  onEdit?: (sectionId: string) => void;
  /** Show the Print button (default true). */
  printable?: boolean;
  /** Beside each attached file's name (the review opens them): a View button, a download link. */
  fileAction?: (file: { name: string; dataUrl: string }) => ReactNode;
  /** Toolbar actions before Print (the review's decisions). */
  actions?: ReactNode;
  /** Printed after the application's sections (the review adds referees' reports and the invoice). */
  children?: ReactNode;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `ui:document` in the UI schema: the document's title and where the passport photo is. */
function documentOptions(uiSchema: UiSchema): { title?: string; photo?: string } {
  const options = uiSchema["ui:document"];
  if (!isObject(options)) return {};
  return {
    title: typeof options.title === "string" ? options.title : undefined,
    photo: typeof options.photo === "string" ? options.photo : undefined,
  };
}

/**
 * An application as a printable A4 document: college header, passport photo, then each section
 * as a titled table of labels and values. The wizard's Review step and the preview page both
 * render this one component; print styles (document.css) hide everything else on the page.
 */
export function ApplicationDocument({
  schema,
  uiSchema = {},
  sections,
  data,
  title,
  header,
  onEdit,
  printable = true,
  fileAction,
  actions,
  children,
}: ApplicationDocumentProps) {
  const titleId = useId();
  const doc = useMemo(
    () => buildDocument(schema, uiSchema, sections, data),
    [schema, uiSchema, sections, data],
  );
  const options = documentOptions(uiSchema);
  const heading = title ?? options.title ?? schema.title ?? "Application";
  const photo = options.photo ? valueAtPath(data, options.photo) : undefined;

  return (
    <article className="matric-document" aria-labelledby={titleId}>
      {printable && (
        <div className="matric-document-toolbar matric-no-print matric-document-actions">
          {actions}
          <Button icon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      )}
      <header className="matric-document-header">
        <div className="matric-document-college">{header}</div>
        <figure className="matric-document-photo">
          {typeof photo === "string" && photo.startsWith("data:image/") ? (
            <img src={photo} alt="Applicant's passport photograph" />
          ) : (
            <span className={Classes.TEXT_MUTED}>Passport photograph</span>
          )}
        </figure>
      </header>
      <h2 id={titleId} className={`${Classes.HEADING} matric-document-title`}>
        {heading}
      </h2>
      {doc.map((section) => (
        <section
          key={section.id}
          className="matric-document-section"
          aria-labelledby={`${titleId}-${section.id}`}
        >
          <div className="matric-document-section-head">
            <h3 id={`${titleId}-${section.id}`} className={Classes.HEADING}>
              {section.title}
            </h3>
            {onEdit && (
              <Button
                className="matric-no-print"
                variant="minimal"
                size="small"
                icon={<EditIcon />}
                aria-label={`Edit ${section.title}`}
                onClick={() => onEdit(section.id)}
              >
                Edit
              </Button>
            )}
          </div>
          <Items items={section.items} level={4} fileAction={fileAction} />
        </section>
      ))}
      {children}
    </article>
  );
}

/** Fields in a row run are one label/value table; groups and tables break the run. */
type FileAction = ApplicationDocumentProps["fileAction"];

function Items({
  items,
  level,
  fileAction,
}: {
  items: readonly DocItem[];
  level: 4 | 5 | 6;
  fileAction: FileAction;
}) {
  const runs: (DocItem | DocItem[])[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (item.kind === "field" && Array.isArray(last)) last.push(item);
    else runs.push(item.kind === "field" ? [item] : item);
  }
  const Heading = `h${level}` as const;
  const next = level === 4 ? 5 : 6;
  return runs.map((run, index) => {
    // Runs never reorder, so their position is a stable key.
    const key = `run-${index}`;
    if (Array.isArray(run)) {
      return (
        <HTMLTable key={key} compact className="matric-document-fields">
          <tbody>
            {run.map((field) =>
              field.kind === "field" ? (
                <tr key={field.label}>
                  <th scope="row">{field.label}</th>
                  <td>
                    <Value value={field.value} fileAction={fileAction} />
                  </td>
                </tr>
              ) : null,
            )}
          </tbody>
        </HTMLTable>
      );
    }
    if (run.kind === "table") {
      return (
        <HTMLTable key={key} compact bordered className="matric-document-table">
          <caption>{run.title}</caption>
          <thead>
            <tr>
              {run.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {run.rows.length === 0 ? (
              <tr>
                <td colSpan={run.columns.length}>
                  <Value value={{ kind: "empty" }} fileAction={undefined} />
                </td>
              </tr>
            ) : (
              run.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
                <tr key={rowIndex}>
                  {row.map((value, column) => (
                    <td key={run.columns[column]}>
                      <Value value={value} fileAction={fileAction} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      );
    }
    if (run.kind === "group") {
      return (
        <div key={key} className="matric-document-group">
          <Heading className={Classes.HEADING}>{run.title}</Heading>
          <Items items={run.items} level={next} fileAction={fileAction} />
        </div>
      );
    }
    return null;
  });
}

function Value({ value, fileAction }: { value: DocValue; fileAction: FileAction }) {
  if (value.kind === "empty") return <span className={Classes.TEXT_MUTED}>Not provided</span>;
  if (value.kind === "file")
    return (
      <>
        <span className="matric-document-file">{value.name}</span>
        {fileAction ? <> {fileAction(value)}</> : null}
      </>
    );
  return <>{value.text}</>;
}
