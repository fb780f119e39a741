import type { FormFile } from "../../../schema/formFiles";

/** A lookup list as the page has it: id → name. */
export type LookupNames = Readonly<Record<string, readonly { id: number | string; name: string }[]>>;

export type AnswerRow =
  | { kind: "value"; label: string; value: string }
  | { kind: "table"; label: string; columns: string[]; rows: string[][] };

interface FieldSchema {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: readonly unknown[];
  lookup?: string;
  items?: { properties?: Record<string, FieldSchema> };
}

/** A calendar date as people write it ("14 March 1984"), read in UTC so no time zone shifts the day. */
const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function fieldValue(
  field: FieldSchema,
  ui: Record<string, unknown> | undefined,
  value: unknown,
  lookups: LookupNames,
): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field.format === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return DATE.format(new Date(`${value}T00:00:00Z`));
  if (field.lookup) {
    const found = lookups[field.lookup]?.find((option) => String(option.id) === String(value));
    return found?.name ?? String(value);
  }
  // A choice shown by its UI name (a grade "B" as "B — Very good").
  const names = ui?.["ui:enumNames"];
  if (field.enum && Array.isArray(names)) {
    const index = field.enum.indexOf(value);
    if (index >= 0 && typeof names[index] === "string") return names[index];
  }
  return String(value);
}

/**
 * A section's saved answers as a reader sees them, in the form's order: each field by its title,
 * lookups and choices by their names, yes/no for a tick, lists as tables. Fields left empty show "—".
 */
export function answerRows(
  form: FormFile,
  answers: Readonly<Record<string, unknown>>,
  lookups: LookupNames,
): AnswerRow[] {
  const properties = (form.schema.properties ?? {}) as Record<string, FieldSchema>;
  const order = (form.ui["ui:order"] as string[] | undefined) ?? Object.keys(properties);
  return order
    .filter((name) => properties[name] !== undefined)
    .map((name): AnswerRow => {
      const field = properties[name] as FieldSchema;
      const ui = form.ui[name] as Record<string, unknown> | undefined;
      const label = field.title ?? name;
      if (field.type === "array") {
        const columns = Object.entries(field.items?.properties ?? {});
        const items = Array.isArray(answers[name]) ? (answers[name] as Record<string, unknown>[]) : [];
        const itemUi = ui?.items as Record<string, Record<string, unknown>> | undefined;
        return {
          kind: "table",
          label,
          columns: columns.map(([column, schema]) => schema.title ?? column),
          rows: items.map((item) =>
            columns.map(([column, schema]) => fieldValue(schema, itemUi?.[column], item[column], lookups)),
          ),
        };
      }
      return { kind: "value", label, value: fieldValue(field, ui, answers[name], lookups) };
    });
}
