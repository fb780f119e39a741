import { Classes, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { useDecidableRegistration } from "../../api/courseRegistration";
import { QueryState } from "./PageState";
import { RegistrationSlip } from "./RegistrationSlip";
import "./courseRegistration.css";

/**
 * /course_registration/view?id= for staff (spec "Other navigation targets"): a student's slip read
 * as it stands, for an adviser, HOD or the registry who may see it (the server answers 404 for any
 * other); deciding it is /approve_courses/view.
 */
export default function StaffRegistrationViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const slip = useDecidableRegistration(valid ? id : undefined);
  return (
    <section className="course-registration-page" aria-label="Course registration slip">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/approve_courses">
        Back to course registrations
      </Link>
      {valid ? (
        <QueryState query={slip} what="The course registration">
          {(registration) => <RegistrationSlip registration={registration} />}
        </QueryState>
      ) : (
        <NonIdealState
          title="Choose a course registration"
          description="Open a student's slip from the course registrations of their class or department."
          action={<Link to="/approve_courses">Course registrations</Link>}
        />
      )}
    </section>
  );
}
