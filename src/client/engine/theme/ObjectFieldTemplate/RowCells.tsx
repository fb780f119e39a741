import type { ObjectFieldTemplatePropertyType } from "@rjsf/utils";
import { type Layout, LayoutProvider } from "../shared/LayoutContext";

type RowLayout = Extract<Layout, { kind: "row" }>;

/**
 * The properties of one array-table item as <td>s, in the same order as the table's column
 * headers. Properties without a column (hidden fields) ride along in the first cell, as do errors
 * that belong to the item as a whole.
 */
export function RowCells({
  properties,
  layout,
}: {
  properties: ObjectFieldTemplatePropertyType[];
  layout: RowLayout;
}) {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const extras = properties.filter((property) => !layout.columns.includes(property.name));
  const cell = { kind: "cell", rowLabel: layout.rowLabel } as const;
  return (
    <>
      {layout.columns.map((column, index) => (
        <td key={column}>
          <LayoutProvider value={cell}>
            {byName.get(column)?.content}
            {index === 0 && extras.map((property) => property.content)}
            {index === 0 && layout.itemErrors}
          </LayoutProvider>
        </td>
      ))}
    </>
  );
}
