import { createContext, type ReactNode, useContext } from "react";

/** The data of the object a field belongs to: what a field's siblings hold right now. */
export type SiblingValues = Readonly<Record<string, unknown>>;

const NO_SIBLINGS: SiblingValues = {};
const SiblingValuesContext = createContext<SiblingValues>(NO_SIBLINGS);

function isRecord(value: unknown): value is SiblingValues {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * rjsf hands a widget only its own value, yet some widgets depend on a sibling's (the LGA list on
 * the chosen state). The object template provides its current data around its fields; only the
 * widgets that read it re-render when it changes.
 */
export function SiblingValuesProvider({ values, children }: { values: unknown; children: ReactNode }) {
  return (
    <SiblingValuesContext.Provider value={isRecord(values) ? values : NO_SIBLINGS}>
      {children}
    </SiblingValuesContext.Provider>
  );
}

export function useSiblingValues(): SiblingValues {
  return useContext(SiblingValuesContext);
}
