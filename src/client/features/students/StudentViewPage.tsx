import { Alert, Button, Callout, Classes, NonIdealState } from "@blueprintjs/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { setStudentActive, useStudentProfile, useStudentWrite } from "../../api/students";
import { useEngineHost } from "../../engine/host";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { StudentProfileDetails } from "./StudentProfileDetails";
import { studentsResource } from "./studentForms";
import "./students.css";

/** The id in ?id=, or undefined. */
export function studentIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get("id"));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * /student_management/view?id=: a student's profile for the registry (and, read only, their head
 * of department or dean); Edit, and Deactivate / Activate of their sign-in account for the writers.
 */
export default function StudentViewPage() {
  const [search] = useSearchParams();
  const id = studentIdOf(search);
  const profile = useStudentProfile(id);
  const { canAccess } = useEngineHost();
  const canWrite = canAccess(studentsResource.access.write);
  const mayAddDrop = canAccess(["lecturer", "registrar"]);
  const toggle = useStudentWrite(setStudentActive);
  const [confirming, setConfirming] = useState(false);
  if (id === undefined) return <NonIdealState title="No such student" />;
  return (
    <section aria-labelledby="student-view-title" className="student-page">
      <Link className={`${Classes.TEXT_MUTED} student-noprint`} to="/student_management/search_student">
        Back to students
      </Link>
      <h1 id="student-view-title">Student profile</h1>
      {toggle.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(toggle.error, "The account could not be changed. Please try again.")}
        </Callout>
      )}
      <QueryState query={profile} what="The student">
        {(data) => {
          const active = data.account?.active ?? false;
          const change = () =>
            toggle.mutate(
              { studentId: data.id, active: !active },
              {
                onSuccess: ({ message }) => {
                  setConfirming(false);
                  void flash({
                    title: "Success",
                    message: message ?? "Saved",
                    intent: "success",
                    timeout: 3000,
                  });
                },
                onError: () => setConfirming(false),
              },
            );
          return (
            <>
              <StudentProfileDetails
                profile={data}
                actions={
                  canWrite && (
                    <>
                      <Link
                        className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                        to={`/student_management/view/edit?id=${data.id}`}
                      >
                        Edit
                      </Link>

                      {mayAddDrop && (
                        <Link
                          className={Classes.BUTTON}
                          to={`/course_management/add_drop?${new URLSearchParams({ regNumber: data.regNumber })}`}
                        >
                          Add/drop courses
                        </Link>
                      )}
                      {data.account && (
                        <Button
                          intent={active ? "danger" : "success"}
                          loading={toggle.isPending}
                          onClick={() => setConfirming(true)}
                        >
                          {active ? "Deactivate" : "Activate"}
                        </Button>
                      )}
                    </>
                  )
                }
              />
              <Alert
                isOpen={confirming}
                intent={active ? "danger" : "success"}
                confirmButtonText={active ? "Deactivate" : "Activate"}
                cancelButtonText="Cancel"
                loading={toggle.isPending}
                onConfirm={change}
                onCancel={() => setConfirming(false)}
              >
                {active
                  ? `Deactivate ${data.fullName}? They will be signed out and cannot sign in until activated again.`
                  : `Activate ${data.fullName}? They will be able to sign in again.`}
              </Alert>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
