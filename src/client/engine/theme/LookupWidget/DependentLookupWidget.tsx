import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { filteredLookupQuery } from "../../../api/resources";
import { LookupChoices, type LookupOption } from "./LookupChoices";
import { useSiblingValues } from "./siblingValues";

/** `ui:options` of a dependent lookup, as `withLookupWidgets` writes them from the schema. */
export interface DependsOn {
  /** The lookup list's name (`lgas`). */
  lookup: string;
  /** Lookup filter → sibling property giving its value: `{ stateId: "stateId" }`. */
  filters: Readonly<Record<string, string>>;
  /** Sibling property → its title, for the hint ("Choose the State of origin first"). */
  titles: Readonly<Record<string, string>>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

/** The dependency a widget's options declare, or undefined for a plain lookup. */
export function dependsOnOf(options: Readonly<Record<string, unknown>>): DependsOn | undefined {
  const { lookup, dependsOn, dependsOnTitles } = options;
  if (typeof lookup !== "string" || !isStringRecord(dependsOn)) return undefined;
  return { lookup, filters: dependsOn, titles: isStringRecord(dependsOnTitles) ? dependsOnTitles : {} };
}

function isGiven(value: unknown): value is string | number | boolean {
  return (
    (typeof value === "number" || typeof value === "boolean" || typeof value === "string") &&
    String(value).trim() !== ""
  );
}

/**
 * A lookup narrowed by siblings' values: the LGA drop-down lists the chosen state's LGAs only
 * (`GET /api/Lookups/lgas?stateId=25`, cached per state). Until every sibling it depends on has a
 * value it is disabled and says which to choose first; a value that no longer belongs (the state
 * changed, or was cleared) is cleared, so the form never holds an LGA of another state. The server
 * checks the same on submit.
 */
export function DependentLookupWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const dependsOn = dependsOnOf(props.options) as DependsOn;
  const siblings = useSiblingValues();
  const { value, onChange } = props;

  const missing = Object.values(dependsOn.filters).filter((sibling) => !isGiven(siblings[sibling]));
  const ready = missing.length === 0;
  // TanStack Query compares keys by value, so a new object with the same values asks nothing new.
  const filters: Record<string, string | number | boolean> = {};
  for (const [filter, sibling] of Object.entries(dependsOn.filters)) {
    const given = siblings[sibling];
    if (isGiven(given)) filters[filter] = given;
  }
  const query = useQuery({ ...filteredLookupQuery(dependsOn.lookup, filters), enabled: ready });
  const list: readonly LookupOption[] = ready ? (query.data ?? []) : [];

  // Clear a value the current siblings no longer allow, once the narrowed list is known.
  const stale =
    isGiven(value) && (!ready || (query.isSuccess && !list.some((option) => option.id === value)));
  useEffect(() => {
    if (stale) onChange(undefined);
  }, [stale, onChange]);

  const firstMissing = missing[0];
  const hint =
    firstMissing !== undefined
      ? `Choose the ${dependsOn.titles[firstMissing] ?? firstMissing} first`
      : query.isPending
        ? "Loading…"
        : query.isError
          ? "The list could not be loaded; try again"
          : props.placeholder;
  return (
    <LookupChoices
      {...props}
      list={list}
      disabled={props.disabled || !ready || query.isPending}
      placeholder={hint}
    />
  );
}
