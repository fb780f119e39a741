import { ButtonGroup } from "@blueprintjs/core";
import {
  type ArrayFieldItemButtonsTemplateProps,
  buttonId,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from "@rjsf/utils";
import { useLayout } from "../shared/LayoutContext";

/**
 * Move up / move down / copy / remove for one array item. Icon-only buttons, so each gets a
 * spoken name that says which row it acts on ("Remove Subjects row 2").
 */
export default function ArrayFieldItemButtonsTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: ArrayFieldItemButtonsTemplateProps<T, S, F>) {
  const {
    disabled,
    readonly,
    hasCopy,
    hasMoveDown,
    hasMoveUp,
    hasRemove,
    index,
    fieldPathId,
    onCopyItem,
    onMoveDownItem,
    onMoveUpItem,
    onRemoveItem,
    registry,
    uiSchema,
  } = props;
  const { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } = registry.templates.ButtonTemplates;
  const layout = useLayout();
  const arrayTitle = layout.kind === "tableBody" || layout.kind === "list" ? layout.arrayTitle : "";
  const noun = layout.kind === "tableBody" ? "row" : "item";
  const item = `${arrayTitle} ${noun} ${index + 1}`.trim();
  const inactive = disabled || readonly;

  return (
    <ButtonGroup variant="minimal">
      {(hasMoveUp || hasMoveDown) && (
        <MoveUpButton
          id={buttonId(fieldPathId, "moveUp")}
          className="rjsf-array-item-move-up"
          aria-label={`Move ${item} up`}
          disabled={inactive || !hasMoveUp}
          onClick={onMoveUpItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {(hasMoveUp || hasMoveDown) && (
        <MoveDownButton
          id={buttonId(fieldPathId, "moveDown")}
          className="rjsf-array-item-move-down"
          aria-label={`Move ${item} down`}
          disabled={inactive || !hasMoveDown}
          onClick={onMoveDownItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasCopy && (
        <CopyButton
          id={buttonId(fieldPathId, "copy")}
          className="rjsf-array-item-copy"
          aria-label={`Copy ${item}`}
          disabled={inactive}
          onClick={onCopyItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {hasRemove && (
        <RemoveButton
          id={buttonId(fieldPathId, "remove")}
          className="rjsf-array-item-remove"
          aria-label={`Remove ${item}`}
          disabled={inactive}
          onClick={onRemoveItem}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </ButtonGroup>
  );
}
