import { Button, MenuItem } from "@blueprintjs/core";
import { CrossIcon } from "@blueprintjs/icons";
import { type ItemPredicate, type ItemRenderer, Suggest } from "@blueprintjs/select";
import {
  deepEquals,
  type EnumOptionsType,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
  type WidgetProps,
} from "@rjsf/utils";
import type { KeyboardEvent } from "react";
import { hasShownErrors, widgetAria } from "../shared/a11y";

/** Case-insensitive "contains" match, so "ogun" finds "Ado-Odo/Ota (Ogun)" and "Ogun Waterside". */
function predicate<S extends StrictRJSFSchema>(): ItemPredicate<EnumOptionsType<S>> {
  return (query, option) => option.label.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * A combobox for long enums (LGAs, institutions): type to filter, arrow keys to move, Enter to
 * choose, Escape to close. Blueprint Suggest gives the combobox/listbox roles; the input keeps the
 * field's id so the <label for> and the error summary reach it.
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
  const enumOptions = options.enumOptions ?? [];
  const { enumDisabled, emptyValue } = options;
  const selectedItem = enumOptions.find((option) => deepEquals(option.value, value)) ?? null;

  const renderItem: ItemRenderer<EnumOptionsType<S>> = (
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

  // Enter picks the highlighted option; it must not also submit the form.
  const preventSubmit = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.preventDefault();
  };

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

  return (
    <Suggest<EnumOptionsType<S>>
      items={enumOptions}
      selectedItem={selectedItem}
      itemPredicate={predicate<S>()}
      itemRenderer={renderItem}
      itemDisabled={(option) => Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
      itemsEqual={(a, b) => deepEquals(a.value, b.value)}
      inputValueRenderer={(option) => option.label}
      onItemSelect={(option) => onChange(option.value)}
      noResults={<MenuItem disabled roleStructure="listoption" text="No matches" />}
      disabled={disabled}
      fill
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      menuProps={{ "aria-label": label || "Options" }}
      inputProps={{
        id,
        name: htmlName || id,
        placeholder: placeholder || "Type to search…",
        autoFocus: autofocus,
        intent: hasShownErrors(props.rawErrors, props.hideError) ? "danger" : "none",
        rightElement: clear,
        onKeyDown: preventSubmit,
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
        ...widgetAria(props),
      }}
    />
  );
}
