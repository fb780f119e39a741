import { FormGroup, InputGroup } from "@blueprintjs/core";
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  TranslatableString,
  type WrapIfAdditionalTemplateProps,
} from "@rjsf/utils";

/**
 * For `additionalProperties` objects: each extra entry gets an editable key beside its value and
 * a remove button. Ordinary fields pass straight through.
 */
export default function WrapIfAdditionalTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WrapIfAdditionalTemplateProps<T, S, F>) {
  const {
    id,
    label,
    children,
    disabled,
    readonly,
    schema,
    uiSchema,
    registry,
    onKeyRenameBlur,
    onRemoveProperty,
  } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return <>{children}</>;
  }
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyLabel = registry.translateString(TranslatableString.KeyLabel, [label]);
  const keyId = `${id}-key`;
  return (
    <div className="matric-additional-property">
      <FormGroup label={keyLabel} labelFor={keyId}>
        <InputGroup
          // Re-mount on rename so the uncontrolled key input shows the new key.
          key={label}
          id={keyId}
          defaultValue={label}
          disabled={disabled}
          readOnly={readonly}
          onBlur={readonly ? undefined : onKeyRenameBlur}
        />
      </FormGroup>
      <div className="matric-additional-value">{children}</div>
      <RemoveButton
        id={buttonId(id, "remove")}
        className="rjsf-object-property-remove"
        aria-label={`Remove ${label}`}
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        uiSchema={uiSchema}
        registry={registry}
      />
    </div>
  );
}
