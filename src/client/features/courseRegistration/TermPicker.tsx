import { Button, HTMLSelect } from "@blueprintjs/core";
import { type FormEvent, useId, useState } from "react";
import { useLookup } from "../../api/resources";

export interface TermChoice {
  sessionId: number;
  semesterId: 1 | 2;
}

const SEMESTERS = [
  { id: 1, name: "First Semester" },
  { id: 2, name: "Second Semester" },
] as const;

/**
 * Chooses a session and semester (spec section 9: semesters 1 and 2). Without a choice it offers
 * the latest session and the First Semester.
 */
export function TermPicker({
  initial,
  submitLabel,
  onChoose,
}: {
  initial: Partial<TermChoice>;
  submitLabel: string;
  onChoose: (term: TermChoice) => void;
}) {
  const sessionFieldId = useId();
  const semesterFieldId = useId();
  const sessions = useLookup("sessions");
  // Session names are "2026/2027": the greatest name is the latest session, whatever the list's order.
  const latest = sessions.data?.reduce<(typeof sessions.data)[number] | undefined>(
    (best, session) => (best === undefined || session.name > best.name ? session : best),
    undefined,
  )?.id;
  const [sessionId, setSessionId] = useState<number | undefined>(initial.sessionId);
  const [semesterId, setSemesterId] = useState<1 | 2>(initial.semesterId ?? 1);
  const chosenSession = sessionId ?? (typeof latest === "number" ? latest : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenSession !== undefined) onChoose({ sessionId: chosenSession, semesterId });
  };
  return (
    <form className="course-registration-term" onSubmit={submit}>
      <div className="course-registration-field">
        <label htmlFor={sessionFieldId}>Session</label>
        <HTMLSelect
          id={sessionFieldId}
          value={chosenSession ?? ""}
          disabled={!sessions.data}
          onChange={(event) => setSessionId(Number(event.currentTarget.value))}
        >
          {(sessions.data ?? []).map((session) => (
            <option key={String(session.id)} value={String(session.id)}>
              {session.name}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <div className="course-registration-field">
        <label htmlFor={semesterFieldId}>Semester</label>
        <HTMLSelect
          id={semesterFieldId}
          value={semesterId}
          onChange={(event) => setSemesterId(event.currentTarget.value === "2" ? 2 : 1)}
        >
          {SEMESTERS.map((semester) => (
            <option key={semester.id} value={semester.id}>
              {semester.name}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <Button type="submit" intent="primary" disabled={chosenSession === undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The term in a page's query string (`?sessionId=3&semesterId=1`), when it names one. */
export function termOfSearch(search: URLSearchParams): TermChoice | undefined {
  const sessionId = Number(search.get("sessionId"));
  const semester = search.get("semesterId");
  if (!Number.isInteger(sessionId) || sessionId < 1 || (semester !== "1" && semester !== "2"))
    return undefined;
  return { sessionId, semesterId: semester === "2" ? 2 : 1 };
}

export function termSearch(term: TermChoice): string {
  return `?sessionId=${term.sessionId}&semesterId=${term.semesterId}`;
}
