import { toPath } from "@rjsf/utils";

/**
 * The DOM id rjsf gives the field an error belongs to. `property` is the error's data path in
 * property-accessor form (".olevel.0.subjects", "['first-name']"); rjsf builds field ids by joining
 * the id prefix and the path segments with the id separator. Same rule as Form's own
 * focus-on-error, re-done here so the theme never reaches into Form.
 */
export function fieldIdForError(property: string | undefined, idPrefix: string, idSeparator: string): string {
  const segments = toPath(property ?? "").map((segment) => segment.replace(/^(['"])(.*)\1$/, "$2"));
  return [idPrefix, ...segments].join(idSeparator);
}

const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex='-1'])";

/**
 * Moves focus to a field: the element with that id when it is focusable, else the first control
 * inside it (radio groups, tables) or whose id starts with it (radio options are `id-0`...).
 */
export function focusField(scope: ParentNode, id: string): boolean {
  // Attribute selectors, not "#id": ids hold schema property names, and CSS.escape is not everywhere.
  const quoted = id.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
  const exact = scope.querySelector<HTMLElement>(`[id="${quoted}"]`);
  const target =
    (exact?.matches(FOCUSABLE) ? exact : exact?.querySelector<HTMLElement>(FOCUSABLE)) ??
    scope.querySelector<HTMLElement>(`[id^="${quoted}"]:is(${FOCUSABLE})`);
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: "center" });
  return true;
}
