import { createContext, type ReactNode, useContext } from "react";

/**
 * Where a template is being rendered. Arrays of objects are drawn as tables, so the same
 * FieldTemplate / ObjectFieldTemplate must render a row or a cell instead of a card. rjsf passes
 * no such hint, so each container says what its children are through this context, and every
 * field resets it to "block" for whatever it contains (nested objects render normally again).
 */
export type Layout =
  /** Ordinary flow: form groups and titled sections. */
  | { kind: "block" }
  /** Inside a table body: an array item becomes a <tr>. */
  | { kind: "tableBody"; arrayTitle: string; columns: string[]; showActions: boolean }
  /** The item object of a table row: its properties become <td>s. */
  | { kind: "row"; rowLabel: string; columns: string[]; itemErrors?: ReactNode }
  /** One property inside a table cell: the label is visually hidden, named after the row. */
  | { kind: "cell"; rowLabel: string }
  /** Inside a list of scalars. */
  | { kind: "list"; arrayTitle: string; showActions: boolean }
  /** One scalar of such a list. */
  | { kind: "listItem"; itemLabel: string };

const BLOCK: Layout = { kind: "block" };

const LayoutContext = createContext<Layout>(BLOCK);

export function useLayout(): Layout {
  return useContext(LayoutContext);
}

export function LayoutProvider({ value, children }: { value: Layout; children: ReactNode }) {
  return <LayoutContext value={value}>{children}</LayoutContext>;
}

/** Children of a field render in ordinary flow again. */
export function BlockLayout({ children }: { children: ReactNode }) {
  return <LayoutContext value={BLOCK}>{children}</LayoutContext>;
}
