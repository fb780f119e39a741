import { FormGroup, InputGroup, type InputGroupProps } from "@blueprintjs/core";
import type { ReactElement } from "react";

export interface AuthTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message; marks it invalid for sight and for screen readers alike. */
  error?: string | undefined;
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string | undefined;
  /** The form field's name; defaults to the id. */
  name?: string;
  type?: InputGroupProps["type"];
  autoComplete?: string;
  inputMode?: InputGroupProps["inputMode"];
  maxLength?: number;
  rightElement?: ReactElement;
}

/** The sign-in pages' one labelled input: large, error in Blueprint's danger intent under it. */
export function AuthTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  name,
  ...input
}: AuthTextFieldProps) {
  const intent = error ? "danger" : "none";
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup
        {...input}
        id={id}
        name={name ?? id}
        size="large"
        value={value}
        intent={intent}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}
