import { Button, Callout, Classes, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import {
  decideRegistration,
  useCourseRegistrationWrite,
  useDecidableRegistration,
} from "../../api/courseRegistration";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";
import { QueryState } from "./PageState";
import { RegistrationSlip } from "./RegistrationSlip";
import { termSearch } from "./TermPicker";
import "./courseRegistration.css";

/** /approve_courses/view?id=: one student's slip, approved or rejected by their adviser or HOD. */
export default function ApprovalViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const slip = useDecidableRegistration(valid ? id : undefined);
  const decide = useCourseRegistrationWrite(decideRegistration);
  const act = (approve: boolean) =>
    decide.mutate(
      { registrationId: id, approve },
      {
        onSuccess: ({ message }) =>
          void flash({ title: "Success", message: message ?? "Saved", intent: "success", timeout: 3000 }),
      },
    );
  if (!valid) return <NonIdealState title="No such course registration" />;
  return (
    <section className="course-registration-page" aria-label="Course registration to approve">
      <QueryState query={slip} what="The course registration">
        {(registration) => (
          <>
            <Link
              className={`${Classes.TEXT_MUTED} matric-no-print`}
              to={`/approve_courses${termSearch({ sessionId: registration.session.id, semesterId: registration.semester.id === 2 ? 2 : 1 })}`}
            >
              Back to course registrations
            </Link>
            {decide.isError && (
              <Callout intent="danger" role="alert">
                {errorMessage(decide.error, "The registration could not be updated. Please try again.")}
              </Callout>
            )}
            <RegistrationSlip
              registration={registration}
              actions={
                registration.status === "pending" && (
                  <>
                    <Button intent="success" loading={decide.isPending} onClick={() => act(true)}>
                      Approve
                    </Button>
                    <Button intent="danger" disabled={decide.isPending} onClick={() => act(false)}>
                      Reject
                    </Button>
                  </>
                )
              }
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
