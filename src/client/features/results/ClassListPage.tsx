import { Button, Classes, HTMLSelect } from "@blueprintjs/core";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { compositeSearch, useClassListOptions } from "../../api/results";
import { useCanAccess } from "../../session/useCanAccess";
import { QueryState } from "../courseRegistration/PageState";
import "./results.css";

type Choice = Record<
  "departmentId" | "programmeId" | "levelId" | "sessionId" | "semesterId",
  number | undefined
>;

/**
 * /results/classlist (Result Management): choose a class — department, programme, level — and a
 * session and semester, then open its composite result sheet (/results/classlist/view). Heads of
 * department and deans are offered only their own departments (the server holds the same rule).
 */
export default function ClassListPage() {
  const options = useClassListOptions();
  const navigate = useNavigate();
  const registry = useCanAccess()(["registrar"]);
  const [choice, setChoice] = useState<Choice>({
    departmentId: undefined,
    programmeId: undefined,
    levelId: undefined,
    sessionId: undefined,
    semesterId: 1,
  });
  const ids = {
    departmentId: useId(),
    programmeId: useId(),
    levelId: useId(),
    sessionId: useId(),
    semesterId: useId(),
  };
  return (
    <section className="results-page" aria-labelledby="classlist-heading">
      <h1 id="classlist-heading" className={Classes.HEADING}>
        Result Management
      </h1>
      {registry && (
        <nav className="results-links" aria-label="Registry">
          <Link to="/results/transcripts">Transcript requests</Link>
          <Link to="/student_management/clear">Graduate clearance</Link>
          <Link to="/student_management/graduate_clearance">Cleared graduates</Link>
        </nav>
      )}
      <p>Choose a class and a semester to see its composite result sheet.</p>
      <QueryState query={options} what="The class-list choices">
        {(data) => {
          const picked: Choice = {
            ...choice,
            departmentId: choice.departmentId ?? data.departments[0]?.id,
            programmeId: choice.programmeId ?? data.programmes[0]?.id,
            levelId: choice.levelId ?? data.levels[0]?.id,
            sessionId: choice.sessionId ?? data.currentSessionId ?? data.sessions[0]?.id,
          };
          const fields: [keyof Choice, string, { id: number; name: string }[]][] = [
            ["departmentId", "Department", data.departments],
            ["programmeId", "Programme", data.programmes],
            ["levelId", "Level", data.levels],
            ["sessionId", "Session", data.sessions],
            ["semesterId", "Semester", data.semesters],
          ];
          const complete = Object.values(picked).every((value) => value !== undefined);
          const submit = (event: FormEvent) => {
            event.preventDefault();
            if (!complete) return;
            navigate(
              `/results/classlist/view?${compositeSearch({
                departmentId: picked.departmentId as number,
                programmeId: picked.programmeId as number,
                levelId: picked.levelId as number,
                sessionId: picked.sessionId as number,
                semesterId: picked.semesterId === 2 ? 2 : 1,
              })}`,
            );
          };
          return data.departments.length === 0 ? (
            <p>You have no department to see results of.</p>
          ) : (
            <form className="results-filters" onSubmit={submit}>
              {fields.map(([key, label, list]) => (
                <div className="results-field" key={key}>
                  <label htmlFor={ids[key]}>{label}</label>
                  <HTMLSelect
                    id={ids[key]}
                    value={String(picked[key] ?? "")}
                    onChange={(event) => setChoice({ ...choice, [key]: Number(event.currentTarget.value) })}
                  >
                    {list.map((item) => (
                      <option key={item.id} value={String(item.id)}>
                        {item.name}
                      </option>
                    ))}
                  </HTMLSelect>
                </div>
              ))}
              <Button type="submit" intent="primary" disabled={!complete}>
                View composite results
              </Button>
            </form>
          );
        }}
      </QueryState>
    </section>
  );
}
