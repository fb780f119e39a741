import { H1 } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { AdmissionListTable } from "./AdmissionListTable";
import "./admissions.css";

/** /student_management/search_admission_list: find applicants on the admission list. */
export default function SearchAdmissionListPage() {
  return (
    <div className="matric-page">
      <H1>Search admission list</H1>
      <p>
        Find an applicant by name, application number, phone or matric number.{" "}
        <Link to="/student_management/admission_list">Upload an admission list</Link>
      </p>
      <AdmissionListTable />
    </div>
  );
}
