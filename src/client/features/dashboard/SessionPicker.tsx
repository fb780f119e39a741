import { HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";
import { useLookup } from "../../api/resources";

interface SessionPickerProps {
  /** The session the figures are of; undefined until they arrive. */
  value: number | undefined;
  onChange: (sessionId: number) => void;
}

/** Chooses which session the officials' figures are of (admin-dashboard's optional sessionId). */
export function SessionPicker({ value, onChange }: SessionPickerProps) {
  const id = useId();
  const sessions = useLookup("sessions");
  // Without the list there is nothing to choose from; the figures still show the current session.
  if (!sessions.data || sessions.data.length === 0 || value === undefined) return null;
  return (
    <div className="session-picker">
      <label htmlFor={id}>Session</label>
      <HTMLSelect id={id} value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {sessions.data.map((session) => (
          <option key={session.id} value={session.id}>
            {session.name}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}
