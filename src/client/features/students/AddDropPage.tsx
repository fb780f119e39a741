import { Button, Callout, Card, Checkbox, FormGroup, HTMLTable, InputGroup, Tag } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage, errorStatus } from "../../api/http";
import {
  type AddDropRegistration,
  staffAddOrDrop,
  useAddDropRegistration,
  useAddDropStudent,
  useStudentWrite,
} from "../../api/students";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { STATUS_INTENT, STATUS_LABEL } from "../courseRegistration/RegistrationSlip";
import { addDropRefusal, unitTotals } from "../courseRegistration/unitTotals";
import "./students.css";

function ChangesTable({ changes }: { changes: AddDropRegistration["changes"] }) {
  if (changes.length === 0) return <p>No course has been added or dropped by staff.</p>;
  return (
    <HTMLTable compact striped aria-label="Add/drop history">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Course</th>
          <th scope="col">Change</th>
          <th scope="col">By</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.id}>
            <td>{formatDate(change.at)}</td>
            <td>{change.course}</td>
            <td>{change.action === "add" ? "Added" : "Dropped"}</td>
            <td>{change.changedBy ?? "—"}</td>
            <td>{change.reason ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function toggle(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((other) => other !== id);
}

/** One registration: drop some of its courses, add registrable ones, with a reason. */
function RegistrationEditor({ id }: { id: number }) {
  const slip = useAddDropRegistration(id);
  const save = useStudentWrite(staffAddOrDrop);
  const [add, setAdd] = useState<number[]>([]);
  const [drop, setDrop] = useState<number[]>([]);
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { registrationId: id, add, drop, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: ({ message }) => {
          setAdd([]);
          setDrop([]);
          setReason("");
          void flash({ title: "Success", message: message ?? "Saved", intent: "success", timeout: 3000 });
        },
      },
    );
  };
  return (
    <QueryState query={slip} what="The course registration">
      {(data) => {
        const r = data.registration;
        const kept = r.courses.filter((course) => !drop.includes(course.courseId)).map((c) => c.courseId);
        const after = unitTotals([...r.courses, ...data.addable], new Set([...kept, ...add]), data);
        const changed = add.length > 0 || drop.length > 0;
        const refusal = changed ? addDropRefusal(after.total, data) : null;
        return (
          <Card>
            <h2>
              {r.session.name}, {r.semester.name}{" "}
              <Tag intent={STATUS_INTENT[r.status]}>{STATUS_LABEL[r.status]}</Tag>
            </h2>
            {data.window.open ? (
              <Callout intent="primary">
                Add/drop is open{data.window.closesAt ? ` until ${formatDate(data.window.closesAt)}` : ""}.
                This student may register {data.minUnits} to {data.maxUnits} units.{" "}
                <span data-testid="add-drop-units">Units after the change: {after.total}.</span>
              </Callout>
            ) : (
              <Callout intent="warning">
                Course registration is closed for this class this semester, so no course can be added or
                dropped.
              </Callout>
            )}
            {save.isError && (
              <Callout intent="danger" role="alert">
                {errorMessage(save.error, "The courses could not be changed. Please try again.")}
              </Callout>
            )}
            <form onSubmit={submit} aria-label="Add or drop courses">
              <fieldset className="add-drop-courses">
                <legend>Registered courses (tick to drop)</legend>
                {r.courses.map((course) => (
                  <Checkbox
                    key={course.courseId}
                    checked={drop.includes(course.courseId)}
                    disabled={!data.window.open}
                    onChange={(event) => setDrop(toggle(drop, course.courseId, event.currentTarget.checked))}
                    label={`Drop ${course.code} ${course.title} (${course.units} units)`}
                  />
                ))}
              </fieldset>
              <fieldset className="add-drop-courses">
                <legend>Courses that may be added (tick to add)</legend>
                {data.addable.length === 0 && <p>No other course is registrable for this student.</p>}
                {data.addable.map((course) => (
                  <Checkbox
                    key={course.courseId}
                    checked={add.includes(course.courseId)}
                    disabled={!data.window.open}
                    onChange={(event) => setAdd(toggle(add, course.courseId, event.currentTarget.checked))}
                    label={`Add ${course.code} ${course.title} (${course.units} units, ${course.kind})`}
                  />
                ))}
              </fieldset>
              <FormGroup
                label="Reason"
                labelFor="add-drop-reason"
                helperText="Optional; kept in the history."
              >
                <InputGroup
                  id="add-drop-reason"
                  value={reason}
                  maxLength={300}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
              </FormGroup>
              {refusal && (
                <Callout intent="warning" id={`add-drop-refusal-${id}`} data-testid="add-drop-refusal">
                  {refusal}
                </Callout>
              )}
              <Button
                type="submit"
                intent="primary"
                loading={save.isPending}
                disabled={!data.window.open || !changed || refusal !== null}
                aria-describedby={refusal ? `add-drop-refusal-${id}` : undefined}
              >
                Save changes
              </Button>
            </form>
            <h3>History</h3>
            <ChangesTable changes={data.changes} />
          </Card>
        );
      }}
    </QueryState>
  );
}

/**
 * /course_management/add_drop: a course adviser, head of department or the registry finds a
 * student by matric number and adds or drops courses on one of their registrations while its
 * window runs; the server applies the registration rules and keeps the history.
 */
export default function AddDropPage() {
  const [search, setSearch] = useSearchParams();
  const regNumber = search.get("regNumber") ?? "";
  const registrationId = Number(search.get("registration"));
  const [typed, setTyped] = useState(regNumber);
  const student = useAddDropStudent(regNumber || undefined);
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setSearch({ regNumber: typed.trim().toUpperCase() });
  };
  return (
    <section aria-labelledby="add-drop-title" className="student-page">
      <h1 id="add-drop-title">Add/drop courses</h1>
      <form onSubmit={find} aria-label="Find a student" className="student-noprint">
        <FormGroup label="Matric number" labelFor="add-drop-reg-number" inline>
          <InputGroup
            id="add-drop-reg-number"
            value={typed}
            placeholder="NCE/2025/CSC/0101"
            onChange={(event) => setTyped(event.currentTarget.value)}
            rightElement={
              <Button type="submit" intent="primary">
                Find student
              </Button>
            }
          />
        </FormGroup>
      </form>
      {regNumber === "" ? (
        <p>Your request results will be displayed here</p>
      ) : student.isError && errorStatus(student.error) === 404 ? (
        <Callout intent="warning">
          No result found for "{regNumber}", check your selection and try again
        </Callout>
      ) : (
        <QueryState query={student} what="The student">
          {(data) => (
            <>
              <Card>
                <h2>{data.student.fullName}</h2>
                <p>
                  {data.student.regNumber} · {data.student.department} · {data.student.level} ·{" "}
                  {data.student.status}
                </p>
                {data.registrations.length === 0 ? (
                  <p>This student has registered no courses yet.</p>
                ) : (
                  <HTMLTable compact striped aria-label="Course registrations">
                    <thead>
                      <tr>
                        <th scope="col">Session</th>
                        <th scope="col">Semester</th>
                        <th scope="col">Units</th>
                        <th scope="col">Status</th>
                        <th scope="col">
                          <span className="bp6-text-muted">Action</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.registrations.map((registration) => (
                        <tr key={registration.id}>
                          <td>{registration.session.name}</td>
                          <td>{registration.semester.name}</td>
                          <td>{registration.totalUnits}</td>
                          <td>{STATUS_LABEL[registration.status]}</td>
                          <td>
                            <Link
                              to={`?${new URLSearchParams({ regNumber, registration: String(registration.id) })}`}
                              aria-label={`Add or drop courses of ${registration.session.name}, ${registration.semester.name}`}
                            >
                              Add/drop
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                )}
              </Card>
              {Number.isInteger(registrationId) &&
                data.registrations.some((registration) => registration.id === registrationId) && (
                  <RegistrationEditor key={registrationId} id={registrationId} />
                )}
              {!search.get("registration") && data.changes.length > 0 && (
                <Card>
                  <h2>Add/drop history</h2>
                  <ChangesTable changes={data.changes} />
                </Card>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
