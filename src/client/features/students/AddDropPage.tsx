import { Button, Callout, Card, Checkbox, FormGroup, InputGroup, Tag } from "@blueprintjs/core";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import changesFile from "../../../../schemas/lists/add-drop-changes.json";
import registrationsFile from "../../../../schemas/lists/add-drop-registrations.json";
import { loadListFile } from "../../../schema/listFile";
import { errorMessage, errorStatus } from "../../api/http";
import { endpointListSource } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import {
  staffAddOrDrop,
  studentKeys,
  useAddDropRegistration,
  useAddDropStudent,
  useStudentWrite,
} from "../../api/students";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { STATUS_INTENT, STATUS_LABEL } from "../courseRegistration/RegistrationSlip";
import { addDropRefusal, unitTotals } from "../courseRegistration/unitTotals";
import "./students.css";

const registrationsList = loadListFile(registrationsFile);
const changesList = loadListFile(changesFile);

/** The student's add/drop history (of one registration when `registration` is given): a Grid. */
function ChangesGrid({ regNumber, registration }: { regNumber: string; registration?: number }) {
  const fixedFilters = useMemo(
    () => ({ regNumber, ...(registration === undefined ? {} : { registration: String(registration) }) }),
    [regNumber, registration],
  );
  const { config, list } = useFileGrid(changesList, fixedFilters, "history");
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(changesList.name, "/CourseManagement/add-drop/changes", {
        exportable: true,
        fixedFilters,
        queryKey: [...studentKeys.all, "addDropChanges"],
      }),
    [fixedFilters],
  );
  return (
    <Grid
      label={changesList.title}
      config={config}
      list={list}
      source={source}
      toolbar={source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
    />
  );
}

/** The student's course registrations, each with its Add/drop link: a Grid. */
function RegistrationsGrid({ regNumber }: { regNumber: string }) {
  const fixedFilters = useMemo(() => ({ regNumber }), [regNumber]);
  const { config, list } = useFileGrid(registrationsList, fixedFilters);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(registrationsList.name, "/CourseManagement/add-drop/registrations", {
        fixedFilters,
        queryKey: [...studentKeys.all, "addDropRegistrations"],
      }),
    [fixedFilters],
  );
  const addDropLink = useCallback(
    (row: ResourceRow) => (
      <Link
        to={`?${new URLSearchParams({ regNumber, registration: String(row.id) })}`}
        aria-label={`Add or drop courses of ${String(row.session)}, ${String(row.semester)}`}
      >
        Add/drop
      </Link>
    ),
    [regNumber],
  );
  return (
    <Grid
      label={registrationsList.title}
      config={config}
      list={list}
      source={source}
      rowActions={addDropLink}
    />
  );
}

function toggle(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((other) => other !== id);
}

/** One registration: drop some of its courses, add registrable ones, with a reason. */
function RegistrationEditor({ id, regNumber }: { id: number; regNumber: string }) {
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
        if (r.student.regNumber !== regNumber)
          return <Callout intent="warning">This course registration is not this student's.</Callout>;
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
            <ChangesGrid regNumber={regNumber} registration={id} />
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
                <RegistrationsGrid regNumber={data.student.regNumber} />
              </Card>
              {Number.isInteger(registrationId) && registrationId > 0 && (
                // The server answers the slip only to those who may decide it (404 otherwise).
                <RegistrationEditor
                  key={registrationId}
                  id={registrationId}
                  regNumber={data.student.regNumber}
                />
              )}
              {!search.get("registration") && (
                <Card>
                  <h2>Add/drop history</h2>
                  <ChangesGrid regNumber={data.student.regNumber} />
                </Card>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
