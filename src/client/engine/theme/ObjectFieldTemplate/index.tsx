import { Section, SectionCard } from "@blueprintjs/core";
import {
  buttonId,
  canExpand,
  descriptionId,
  type FormContextType,
  getTemplate,
  getUiOptions,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
  titleId,
} from "@rjsf/utils";
import type { ReactNode } from "react";
import { SiblingValuesProvider } from "../LookupWidget/siblingValues";
import { Heading, headingLevelForDepth } from "../shared/Heading";
import { BlockLayout, useLayout } from "../shared/LayoutContext";
import { RequiredMark } from "../shared/RequiredMark";
import { RowCells } from "./RowCells";

/**
 * Objects render as titled sections (Blueprint Section, a Card with a heading); the root object
 * gets a plain heading. Inside an array table the item object renders as the row's cells instead.
 */
export default function ObjectFieldTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: ObjectFieldTemplateProps<T, S, F>) {
  const {
    title,
    description,
    properties,
    required,
    disabled,
    readonly,
    schema,
    uiSchema,
    formData,
    fieldPathId,
    registry,
    onAddProperty,
    optionalDataControl,
  } = props;
  const layout = useLayout();

  if (layout.kind === "row") {
    return (
      <SiblingValuesProvider values={formData}>
        <RowCells properties={properties} layout={layout} />
      </SiblingValuesProvider>
    );
  }

  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const DescriptionFieldTemplate = getTemplate<"DescriptionFieldTemplate", T, S, F>(
    "DescriptionFieldTemplate",
    registry,
    uiOptions,
  );
  const { AddButton } = registry.templates.ButtonTemplates;
  const heading = uiOptions.title ?? title;
  const depth = fieldPathId.path.length;
  const headingId = titleId(fieldPathId);

  const body: ReactNode = (
    <BlockLayout>
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
      {/* Fields may depend on their siblings' values (a lookup narrowed by another field). */}
      <SiblingValuesProvider values={formData}>
        {properties.map((property) => property.content)}
      </SiblingValuesProvider>
      {canExpand<T, S, F>(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, "add")}
          className="rjsf-object-property-expand"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </BlockLayout>
  );

  if (depth === 0 || !heading) {
    return (
      <div id={fieldPathId.$id} className={depth === 0 ? "matric-object-root" : "matric-object"}>
        {heading && (
          <Heading level={headingLevelForDepth(depth)} id={headingId} className="matric-object-title">
            {heading}
            <RequiredMark required={required && depth > 0} />
          </Heading>
        )}
        {body}
      </div>
    );
  }

  // role="group": Section labels its card with the heading, and a labelled <div> needs a role.
  return (
    <Section
      id={fieldPathId.$id}
      role="group"
      className="matric-object-section"
      compact
      title={heading}
      titleRenderer={headingLevelForDepth(depth) === 3 ? SectionH3 : SectionH4}
    >
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}

type SectionTitleProps = React.HTMLAttributes<HTMLElement>;

/** Section's default title is an h6; forms need the level that matches their nesting. */
function SectionH3(props: SectionTitleProps) {
  return <h3 {...props} />;
}

function SectionH4(props: SectionTitleProps) {
  return <h4 {...props} />;
}
