import { Classes, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import {
  useOwnRegistration,
  useRegistrableCourses,
  useRegistrationHistory,
} from "../../api/courseRegistration";
import { QueryState } from "./PageState";
import { RegistrationSlip } from "./RegistrationSlip";
import { termOfSearch } from "./TermPicker";
import "./courseRegistration.css";

/**
 * /course_registration/view: the student's slip, by `?id=` (from the history) or by
 * `?sessionId=&semesterId=`; with neither (the courseApproval notification opens the bare route,
 * spec section 4) the latest registration.
 */
export default function RegistrationViewPage() {
  const [search] = useSearchParams();
  const id = Number(search.get("id"));
  const byId = Number.isInteger(id) && id > 0 ? id : undefined;
  const term = byId === undefined ? termOfSearch(search) : undefined;
  const history = useRegistrationHistory();
  const latestId = byId === undefined && term === undefined ? history.data?.[0]?.id : undefined;
  const own = useOwnRegistration(byId ?? latestId);
  const ofTerm = useRegistrableCourses(term);
  const missing = (
    <NonIdealState
      title="No course registration to show"
      description="You have not registered courses for this semester."
      action={<Link to="/course_registration">Course registration</Link>}
    />
  );
  return (
    <section className="course-registration-page" aria-label="Course registration slip">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/course_registration">
        Back to course registration
      </Link>
      {byId !== undefined ? (
        <QueryState query={own} what="Your registration slip">
          {(registration) => <RegistrationSlip registration={registration} />}
        </QueryState>
      ) : term ? (
        <QueryState query={ofTerm} what="Your registration slip">
          {(data) => (data.registration ? <RegistrationSlip registration={data.registration} /> : missing)}
        </QueryState>
      ) : latestId !== undefined ? (
        <QueryState query={own} what="Your registration slip">
          {(registration) => <RegistrationSlip registration={registration} />}
        </QueryState>
      ) : (
        <QueryState query={history} what="Your registrations">
          {() => missing}
        </QueryState>
      )}
    </section>
  );
}
