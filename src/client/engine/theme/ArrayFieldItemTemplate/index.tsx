import { Card } from "@blueprintjs/core";
import {
  type ArrayFieldItemTemplateProps,
  type FormContextType,
  getTemplate,
  getUiOptions,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";
import { LayoutProvider, useLayout } from "../shared/LayoutContext";

/**
 * One array item: a table row (its cells come from ObjectFieldTemplate) followed by the row's
 * buttons, or a list entry for scalar arrays.
 */
export default function ArrayFieldItemTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: ArrayFieldItemTemplateProps<T, S, F>) {
  const { children, className, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  const layout = useLayout();
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const ArrayFieldItemButtonsTemplate = getTemplate<"ArrayFieldItemButtonsTemplate", T, S, F>(
    "ArrayFieldItemButtonsTemplate",
    registry,
    uiOptions,
  );
  const buttons = hasToolbar ? <ArrayFieldItemButtonsTemplate {...buttonsProps} /> : null;

  if (layout.kind === "tableBody") {
    return (
      <tr className={className}>
        <LayoutProvider value={{ kind: "row", rowLabel: `row ${index + 1}`, columns: layout.columns }}>
          {children}
        </LayoutProvider>
        {layout.showActions && <td className="matric-array-actions">{buttons}</td>}
      </tr>
    );
  }

  if (layout.kind === "list") {
    return (
      <li className={`matric-array-list-item ${className}`}>
        <div className="matric-array-item-content">
          <LayoutProvider value={{ kind: "listItem", itemLabel: `${layout.arrayTitle} ${index + 1}`.trim() }}>
            {children}
          </LayoutProvider>
        </div>
        {layout.showActions && buttons}
      </li>
    );
  }

  // Used outside our ArrayFieldTemplate (e.g. a custom array template): a plain card.
  return (
    <Card className={className} compact>
      {children}
      {buttons}
    </Card>
  );
}
