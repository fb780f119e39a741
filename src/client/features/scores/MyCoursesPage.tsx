import { Callout, Classes } from "@blueprintjs/core";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import assignedCoursesFile from "../../../../schemas/lists/assigned-courses.json";
import { loadListFile } from "../../../schema/listFile";
import { endpointListSource } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { scoreKeys } from "../../api/scores";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { type TermChoice, TermPicker, termSearch } from "../courseRegistration/TermPicker";
import { useAreaBase, useTermOrLatest } from "./scoresShared";
import "../courseRegistration/courseRegistration.css";
import "./scores.css";

const assignedCourses = loadListFile(assignedCoursesFile);

/** The term's Grid: the list file's, with the term fixed (not offered as filters). */
function TermCourses({ term }: { term: TermChoice }) {
  const base = useAreaBase();
  const fixedFilters = useMemo(
    () => ({ sessionId: String(term.sessionId), semesterId: String(term.semesterId) }),
    [term.sessionId, term.semesterId],
  );
  const { config, list } = useFileGrid(assignedCourses, fixedFilters);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(assignedCourses.name, "/Lecturer/assigned-courses/list", {
        exportable: true,
        fixedFilters,
        // Under the scores keys: saving or submitting a sheet refreshes its status here.
        queryKey: [...scoreKeys.all, "assignedList"],
      }),
    [fixedFilters],
  );
  const links = useMemo(
    () => (row: ResourceRow) => {
      const query = `?courseId=${row.id}&sessionId=${String(row.sessionId)}`;
      const code = String(row.code);
      return (
        <>
          <Link to={`${base}/classList${query}`} aria-label={`Class list of ${code}`}>
            Class list
          </Link>
          {" · "}
          <Link to={`${base}/results${query}`} aria-label={`Score sheet of ${code}`}>
            Score sheet
          </Link>
        </>
      );
    },
    [base],
  );
  return (
    <>
      <div className="scores-actions">
        <Link to={`/results/cbt_result_upload${termSearch(term)}`}>CBT result upload</Link>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </div>
      <Grid label={assignedCourses.title} config={config} list={list} source={source} rowActions={links} />
    </>
  );
}

/**
 * /records and /class (with /view, where the lecturerCourses notification leads with the session
 * and semester): the signed-in lecturer's assigned courses in a term, how many students registered
 * each, and its score sheet's status, with the class list and the score sheet of each — the list
 * file's Grid (search, status filter, sort, paging, export) over the caller's assignments only.
 */
export default function MyCoursesPage() {
  const [, setSearch] = useSearchParams();
  const base = useAreaBase();
  const term = useTermOrLatest();
  const title = base === "/class" ? "My Class" : "My Courses";
  return (
    <section className="scores-page" aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className={Classes.HEADING}>
        {title}
      </h1>
      <TermPicker
        key={term ? termSearch(term) : "none"}
        initial={term ?? {}}
        submitLabel="Show courses"
        onChoose={(chosen) => setSearch(termSearch(chosen))}
      />
      {term ? (
        <TermCourses term={term} />
      ) : (
        <Callout>Choose a session and semester to see your courses.</Callout>
      )}
    </section>
  );
}
