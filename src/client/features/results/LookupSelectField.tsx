import { HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";
import { useLookup } from "../../api/resources";
import "./results.css";

/**
 * A labelled drop-down of a lookup list (departments, sessions) on a results page. With `allText`
 * its first option chooses none (`undefined`), e.g. "All sessions".
 */
export function LookupSelectField({
  label,
  lookup,
  value,
  onChange,
  allText,
}: {
  label: string;
  lookup: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  allText?: string;
}) {
  const fieldId = useId();
  const options = useLookup(lookup);
  return (
    <div className="results-field">
      <label htmlFor={fieldId}>{label}</label>
      <HTMLSelect
        id={fieldId}
        value={value ?? ""}
        onChange={(event) => onChange(Number(event.currentTarget.value) || undefined)}
      >
        {allText !== undefined && <option value="">{allText}</option>}
        {(options.data ?? []).map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}
