import { descriptionId, errorId, helpId } from "@rjsf/utils";

/** Id of the visible label text; group widgets (radio, checkboxes) point `aria-labelledby` at it. */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** Id of a message the widget itself shows (e.g. "file too large") before rjsf ever sees a value. */
export function localErrorId(id: string): string {
  return `${id}__local-error`;
}

export interface DescribedByParts {
  errors?: boolean;
  description?: boolean;
  help?: boolean;
  extra?: (string | false | undefined)[];
}

/**
 * rjsf's own `ariaDescribedByIds` always lists error, description and help ids, even when those
 * elements are not rendered. Listing only ids that exist keeps screen readers (and axe) quiet.
 */
export function describedBy(id: string, parts: DescribedByParts): string | undefined {
  const ids = [
    parts.errors ? errorId(id) : undefined,
    parts.description ? descriptionId(id) : undefined,
    parts.help ? helpId(id) : undefined,
    ...(parts.extra ?? []),
  ].filter((value): value is string => typeof value === "string" && value.length > 0);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
