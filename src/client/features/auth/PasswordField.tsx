import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { useState } from "react";

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: "current-password" | "new-password";
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string;
}

/** A labelled password input with a show/hide button, styled like the login page's. */
export function PasswordField({ id, label, value, onChange, error, autoComplete, hint }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const intent = error ? "danger" : "none";
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      <InputGroup
        id={id}
        name={id}
        type={shown ? "text" : "password"}
        autoComplete={autoComplete}
        size="large"
        value={value}
        intent={intent}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(e.target.value)}
        rightElement={
          <Button
            variant="minimal"
            icon={shown ? "eye-off" : "eye-open"}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown((s) => !s)}
          />
        }
      />
    </FormGroup>
  );
}
