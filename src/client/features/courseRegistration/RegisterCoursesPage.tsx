import { Button, Callout, Checkbox, Classes, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import {
  type RegistrableCourses,
  registerCourses,
  useCourseRegistrationWrite,
  useRegistrableCourses,
} from "../../api/courseRegistration";
import { errorMessage } from "../../api/http";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "./PageState";
import { type TermChoice, termOfSearch } from "./TermPicker";
import { initialSelection, KIND_LABEL, offerShortfall, unitTotals } from "./unitTotals";
import "./courseRegistration.css";

const TOTAL_INTENT = { under: "warning", within: "success", over: "danger" } as const;

/**
 * The courses offered to the student's class for the term: with a box per course to tick when
 * they can register, as a plain list when they cannot. On 767 px and less the type moves under
 * the title, so the table fits a phone.
 */
function OfferedCourses({
  offer,
  choice,
}: {
  offer: RegistrableCourses;
  choice?: { selected: ReadonlySet<number>; toggle: (courseId: number) => void };
}) {
  return (
    <HTMLTable striped className="course-registration-courses">
      <caption className={Classes.TEXT_MUTED}>
        {choice ? "Courses you may register" : "Courses offered to your class"} ({offer.level.name},{" "}
        {offer.session.name}, {offer.semester.name})
      </caption>
      <thead>
        <tr>
          {choice && <th scope="col">Register</th>}
          <th scope="col">Code</th>
          <th scope="col">Title</th>
          <th scope="col" className="course-registration-kind">
            Type
          </th>
          <th scope="col" className="course-registration-units">
            Units
          </th>
        </tr>
      </thead>
      <tbody>
        {offer.courses.map((course) => (
          <tr key={course.courseId}>
            {choice && (
              <td>
                <Checkbox
                  checked={choice.selected.has(course.courseId)}
                  onChange={() => choice.toggle(course.courseId)}
                  aria-label={`Register ${course.code} ${course.title}`}
                />
              </td>
            )}
            <td className="course-registration-code">{course.code}</td>
            <td>
              {course.title}{" "}
              <span className={`${Classes.TEXT_MUTED} course-registration-kind-inline`}>
                {KIND_LABEL[course.kind]}
              </span>
            </td>
            <td className="course-registration-kind">{KIND_LABEL[course.kind]}</td>
            <td className="course-registration-units">{course.units}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function CourseChoice({ term, offer }: { term: TermChoice; offer: RegistrableCourses }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState(() => initialSelection(offer.courses));
  const save = useCourseRegistrationWrite(registerCourses);
  const totals = unitTotals(offer.courses, selected, offer);
  const shortfall = offerShortfall(offer.courses, offer);
  const toggle = (courseId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(courseId)) next.add(courseId);
      return next;
    });
  const submit = () =>
    save.mutate(
      { ...term, courseIds: offer.courses.filter((c) => selected.has(c.courseId)).map((c) => c.courseId) },
      {
        onSuccess: ({ data, message }) => {
          void flash({
            title: "Success",
            message: message ?? "Courses registered",
            intent: "success",
            timeout: 3000,
          });
          navigate(`/course_registration/view?id=${data.id}`);
        },
      },
    );
  // Too few units offered: say so first (not below a list to scroll past), and list what is offered.
  if (shortfall)
    return (
      <>
        <Callout intent="warning" title="You cannot register yet" data-testid="offer-shortfall">
          <p>{shortfall}</p>
          <p>
            Please ask your course adviser or the registry to add your class's courses for{" "}
            {offer.session.name}, {offer.semester.name}, then come back to register.
          </p>
        </Callout>
        {offer.courses.length > 0 && <OfferedCourses offer={offer} />}
      </>
    );
  return (
    <>
      {offer.courses.length > 0 && <OfferedCourses offer={offer} choice={{ selected, toggle }} />}
      <Callout className="course-registration-total" intent={TOTAL_INTENT[totals.state]} aria-live="polite">
        <span data-testid="unit-total">{totals.message}</span> (unit load {offer.minUnits}–{offer.maxUnits})
      </Callout>
      {save.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(save.error, "Your courses could not be registered. Please try again.")}
        </Callout>
      )}
      <div className="course-registration-actions">
        <Button
          intent="primary"
          onClick={submit}
          loading={save.isPending}
          disabled={totals.state !== "within"}
        >
          Register courses
        </Button>
      </div>
    </>
  );
}

/** /course_registration/register: tick the term's courses against the unit limit and register them. */
export default function RegisterCoursesPage() {
  const [search] = useSearchParams();
  const term = termOfSearch(search);
  const offer = useRegistrableCourses(term);
  return (
    <section className="course-registration-page" aria-labelledby="register-title">
      <h1 id="register-title" className={Classes.HEADING}>
        Register courses
      </h1>
      {!term ? (
        <NonIdealState
          title="Choose a session and semester first"
          action={<Link to="/course_registration/session">Choose session and semester</Link>}
        />
      ) : (
        <QueryState query={offer} what="The courses you may register">
          {(data) =>
            data.registration ? (
              <Callout intent="primary">
                You have registered {data.registration.totalUnits} units for {data.session.name},{" "}
                {data.semester.name}.{" "}
                <Link to={`/course_registration/view?id=${data.registration.id}`}>
                  View your registration slip
                </Link>
              </Callout>
            ) : !data.window.open ? (
              <Callout intent="warning" title="Course registration is closed">
                Registration is not open for your class in {data.session.name}, {data.semester.name}.
              </Callout>
            ) : data.courses.length === 0 && data.minUnits === 0 ? (
              <NonIdealState title="Your request results will be displayed here" />
            ) : (
              <>
                {data.window.closesAt && <p>Registration closes {formatDate(data.window.closesAt)}.</p>}
                <CourseChoice term={term} offer={data} />
              </>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
