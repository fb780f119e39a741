import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { AuthTextField } from "./AuthTextField";

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: "current-password" | "new-password";
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string;
  /** The form field's name; defaults to the id. */
  name?: string;
}

/** A labelled password input with a show/hide button. */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const label = props.label.toLowerCase();
  return (
    <AuthTextField
      {...props}
      type={shown ? "text" : "password"}
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? "eye-off" : "eye-open"}
          aria-label={shown ? `Hide ${label}` : `Show ${label}`}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
