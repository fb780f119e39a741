import { Button, Classes, InputGroup, Menu, MenuItem } from "@blueprintjs/core";
import { CrossIcon } from "@blueprintjs/icons";
import {
  type ItemListRenderer,
  type ItemPredicate,
  type ItemRenderer,
  renderFilteredItems,
  Suggest,
} from "@blueprintjs/select";
import {
  deepEquals,
  type EnumOptionsType,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from "react";
import { hasShownErrors, widgetAria } from "../shared/a11y";
import { PlainInput } from "../shared/PlainInput";

/** Case-insensitive "contains" match, so "ogun" finds "Ado-Odo/Ota (Ogun)" and "Ogun Waterside". */
const predicate: ItemPredicate<EnumOptionsType> = (query, option) =>
  option.label.toLowerCase().includes(query.trim().toLowerCase());
const itemsEqual = (a: EnumOptionsType, b: EnumOptionsType) => deepEquals(a.value, b.value);
const inputValueRenderer = (option: EnumOptionsType) => option.label;
const NO_RESULTS = <MenuItem disabled roleStructure="listoption" text="No matches" />;
const POPOVER_PROPS = { minimal: true, matchTargetWidth: true } as const;

// Enter picks the highlighted option; it must not also submit the form.
function preventSubmit(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "Enter") event.preventDefault();
}

/**
 * A combobox for long enums (LGAs, institutions): type to filter, arrow keys to move, Enter to
 * choose, Escape to close. Blueprint Suggest gives the combobox/listbox roles; the input keeps the
 * field's id so the <label for> and the error summary reach it.
 *
 * Suggest (a Popover with its positioning machinery, and a QueryList) is heavy to mount and the
 * NCE form has over a dozen of these, so until the field is first focused it renders only the
 * same-looking input with the same combobox semantics (collapsed). Focusing it mounts the Suggest
 * in its place and moves focus into it, which opens the list as before; it then stays mounted.
 */
export function SearchableSelect<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const {
    id,
    htmlName,
    value,
    disabled,
    autofocus,
    placeholder,
    label,
    required,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const enumOptions = (options.enumOptions ?? []) as EnumOptionsType[];
  const { enumDisabled, emptyValue } = options;
  const selectedItem = enumOptions.find((option) => deepEquals(option.value, value)) ?? null;
  const [active, setActive] = useState(Boolean(autofocus));
  /** Set while the placeholder input hands focus over to the Suggest's input. */
  const handingOver = useRef(false);

  // Focus the Suggest's input when it replaces the focused placeholder; its focus handler opens
  // the list. rjsf already heard about this focus from the placeholder, so the repeat is skipped.
  const takeFocus = useCallback((input: HTMLInputElement | null) => {
    if (input && handingOver.current) input.focus();
  }, []);
  const itemDisabled = useCallback(
    (option: EnumOptionsType) => Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
    [enumDisabled],
  );
  const menuProps = useMemo(() => ({ "aria-label": label || "Options" }), [label]);

  const name = htmlName || id;
  const intent = hasShownErrors(props.rawErrors, props.hideError) ? "danger" : "none";
  const clear =
    selectedItem && !required && !disabled ? (
      <Button
        variant="minimal"
        icon={<CrossIcon />}
        aria-label={`Clear ${label}`}
        title={`Clear ${label}`}
        onClick={() => onChange(emptyValue)}
      />
    ) : undefined;

  if (!active) {
    const start = () => {
      handingOver.current = true;
      setActive(true);
    };
    const placeholderProps = {
      id,
      name,
      disabled,
      role: "combobox",
      "aria-expanded": false,
      "aria-haspopup": "listbox",
      "aria-autocomplete": "list",
      autoComplete: "off",
      placeholder: placeholder || "Type to search…",
      value: selectedItem ? selectedItem.label : "",
      onKeyDown: preventSubmit,
      onChange: start,
      onFocus: () => {
        start();
        onFocus(id, value);
      },
      onBlur: () => {
        if (!handingOver.current) onBlur(id, value);
      },
      ...widgetAria(props),
    } as const;
    // The clear button needs InputGroup's right-element padding; without one, its bare markup.
    return clear ? (
      <InputGroup
        {...placeholderProps}
        className={Classes.POPOVER_TARGET}
        fill
        intent={intent}
        rightElement={clear}
      />
    ) : (
      <PlainInput
        {...placeholderProps}
        groupClassName={Classes.POPOVER_TARGET}
        fill
        danger={intent === "danger"}
      />
    );
  }

  const renderItem: ItemRenderer<EnumOptionsType> = (
    option,
    { handleClick, handleFocus, modifiers, ref, index },
  ) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={`${index}-${option.label}`}
        ref={ref}
        roleStructure="listoption"
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={selectedItem !== null && deepEquals(option.value, selectedItem.value)}
        text={option.label}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  // Suggest points its input's aria-controls at an id its QueryList then replaces with its own,
  // so screen readers (and axe) find no list. The list gets our id, and the input points at it.
  const listId = `${id}-options`;
  const renderList: ItemListRenderer<EnumOptionsType> = (listProps) => (
    <Menu role="listbox" {...listProps.menuProps} id={listId} ulRef={listProps.itemsParentRef}>
      {renderFilteredItems(listProps, NO_RESULTS)}
    </Menu>
  );

  return (
    <Suggest<EnumOptionsType>
      items={enumOptions}
      selectedItem={selectedItem}
      itemPredicate={predicate}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      itemDisabled={itemDisabled}
      itemsEqual={itemsEqual}
      inputValueRenderer={inputValueRenderer}
      onItemSelect={(option) => onChange(option.value as T)}
      noResults={NO_RESULTS}
      disabled={disabled}
      fill
      resetOnClose
      popoverProps={POPOVER_PROPS}
      menuProps={menuProps}
      inputProps={{
        id,
        name,
        placeholder: placeholder || "Type to search…",
        autoFocus: autofocus,
        intent,
        rightElement: clear,
        inputRef: takeFocus,
        "aria-controls": listId,
        onKeyDown: preventSubmit,
        onBlur: () => onBlur(id, value),
        onFocus: () => {
          if (handingOver.current) handingOver.current = false;
          else onFocus(id, value);
        },
        ...widgetAria(props),
      }}
    />
  );
}
