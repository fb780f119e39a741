/**
 * The templates of a workflow file ("Your course registration for {session} was approved."):
 * "{name}" stands for a field of the row (or the reason, or a bulk step's count). Framework-free.
 */
const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

/** The names a template uses, each once, in order. */
export function templateNames(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The template with each "{name}" replaced by its value (missing or null: empty). */
export function renderTemplate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    return value === null || value === undefined ? "" : String(value);
  });
}
