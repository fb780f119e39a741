import { examplesId } from "@rjsf/utils";

/** `examples` from the schema become the input's suggestion list (a native <datalist>). */
export function SchemaExamples({ id, examples }: { id: string; examples: unknown }) {
  if (!Array.isArray(examples)) return null;
  return (
    <datalist id={examplesId(id)}>
      {examples.map((example) => (
        <option key={String(example)} value={String(example)} />
      ))}
    </datalist>
  );
}
