import { FormGroup } from "@blueprintjs/core";
import {
  type FieldTemplateProps,
  type FormContextType,
  getTemplate,
  getUiOptions,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";
import { isContainer, ownsLabel } from "../shared/fieldKind";
import { labelId } from "../shared/ids";
import { BlockLayout, LayoutProvider, useLayout } from "../shared/LayoutContext";
import { RequiredMark } from "../shared/RequiredMark";

/**
 * Every field goes through here: a Blueprint FormGroup with the label bound to the input
 * (`htmlFor` = the widget's id), the description, the widget, its errors (danger intent) and help.
 * Inside an array table the same field renders as a cell with a visually hidden label.
 */
export default function FieldTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: FieldTemplateProps<T, S, F>) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    rawDescription,
    rawErrors,
    hidden,
    required,
    displayLabel,
    readonly,
    disabled,
    hideError,
    classNames,
    schema,
    uiSchema,
    registry,
  } = props;
  const layout = useLayout();

  if (hidden) {
    return <div hidden>{children}</div>;
  }

  // The item object of a table row: ObjectFieldTemplate turns its properties into cells, so this
  // level adds no markup. Item-level errors travel along to be shown in the row.
  if (layout.kind === "row") {
    const itemErrors = !hideError && rawErrors && rawErrors.length > 0 ? errors : undefined;
    return <LayoutProvider value={{ ...layout, itemErrors }}>{children}</LayoutProvider>;
  }

  const container = isContainer(schema, uiSchema, registry);
  // Read once: rjsf's getUiOptions copies every "ui:" key of the field's UI schema on each call.
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const groupWidget = uiOptions.widget === "radio" || uiOptions.widget === "checkboxes";
  const hasErrors = !hideError && Array.isArray(rawErrors) && rawErrors.length > 0;
  const intent = hasErrors ? "danger" : "none";
  const body = <BlockLayout>{children}</BlockLayout>;

  // Objects and object tables draw their own heading and description.
  if (container) {
    const WrapIfAdditionalTemplate = getTemplate<"WrapIfAdditionalTemplate", T, S, F>(
      "WrapIfAdditionalTemplate",
      registry,
      uiOptions,
    );
    return (
      <WrapIfAdditionalTemplate {...props}>
        {body}
        {errors}
        {help}
      </WrapIfAdditionalTemplate>
    );
  }

  const widgetOwnsLabel = ownsLabel(schema, uiSchema);
  const showDescription = Boolean(rawDescription);

  if (layout.kind === "cell" || layout.kind === "listItem") {
    // Column header (or list title) is the visible label; the hidden one names the row.
    const name = layout.kind === "cell" ? `${label}, ${layout.rowLabel}` : layout.itemLabel;
    return (
      <FormGroup className={classNames} intent={intent} disabled={disabled}>
        {!widgetOwnsLabel && !readonly && (
          <label htmlFor={groupWidget ? undefined : id} id={labelId(id)} className="visually-hidden">
            {name}
          </label>
        )}
        {body}
        {errors}
        {help}
      </FormGroup>
    );
  }

  const WrapIfAdditionalTemplate = getTemplate<"WrapIfAdditionalTemplate", T, S, F>(
    "WrapIfAdditionalTemplate",
    registry,
    uiOptions,
  );

  // Read-only: a label/value pair, no form control to point a <label> at.
  if (readonly) {
    return (
      <WrapIfAdditionalTemplate {...props}>
        <div className={`matric-readonly-field ${classNames ?? ""}`.trim()}>
          {displayLabel && !widgetOwnsLabel && (
            <span className="matric-readonly-label" id={labelId(id)}>
              {label}
            </span>
          )}
          {body}
        </div>
      </WrapIfAdditionalTemplate>
    );
  }

  const showLabel = displayLabel && !widgetOwnsLabel && label !== "";
  // `ui:options.label: false` hides the label from sight, never from screen readers.
  const hiddenLabel = !showLabel && !widgetOwnsLabel && label !== "";
  return (
    <WrapIfAdditionalTemplate {...props}>
      <FormGroup
        className={classNames}
        intent={intent}
        disabled={disabled}
        labelFor={showLabel && !groupWidget ? id : undefined}
        label={
          showLabel ? (
            <>
              <span id={labelId(id)}>{label}</span>
              <RequiredMark required={required} />
            </>
          ) : undefined
        }
      >
        {hiddenLabel && (
          <label htmlFor={groupWidget ? undefined : id} id={labelId(id)} className="visually-hidden">
            {label}
          </label>
        )}
        {showDescription && description}
        {body}
        {errors}
        {help}
      </FormGroup>
    </WrapIfAdditionalTemplate>
  );
}
