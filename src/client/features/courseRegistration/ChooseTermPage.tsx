import { Classes } from "@blueprintjs/core";
import { useNavigate, useSearchParams } from "react-router-dom";
import { TermPicker, termOfSearch, termSearch } from "./TermPicker";
import "./courseRegistration.css";

/** /course_registration/session: the session and semester to register. */
export default function ChooseTermPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <section className="course-registration-page" aria-labelledby="choose-term-title">
      <h1 id="choose-term-title" className={Classes.HEADING}>
        Choose session and semester
      </h1>
      <TermPicker
        initial={termOfSearch(search) ?? {}}
        submitLabel="Continue"
        onChoose={(term) => navigate(`/course_registration/register${termSearch(term)}`)}
      />
    </section>
  );
}
