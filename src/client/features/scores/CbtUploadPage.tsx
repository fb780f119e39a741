import { Button, Callout, Classes, FileInput, HTMLSelect } from "@blueprintjs/core";
import { UploadIcon } from "@blueprintjs/icons";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { uploadScores, useAssignedCourses, useScoresWrite } from "../../api/scores";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { TermPicker, termSearch } from "../courseRegistration/TermPicker";
import { ProblemList, SheetStatusTag, useTermOrLatest } from "./scoresShared";
import "../courseRegistration/courseRegistration.css";
import "./scores.css";

/**
 * /results/cbt_result_upload: a CBT's examination scores (XLSX or CSV: Matric Number, Score) into
 * the exam score of one of the lecturer's courses, all or nothing, while its sheet is a draft.
 */
export default function CbtUploadPage() {
  const [, setSearch] = useSearchParams();
  const term = useTermOrLatest();
  const courses = useAssignedCourses(term);
  const [courseId, setCourseId] = useState<number>();
  const [file, setFile] = useState<File>();
  const courseFieldId = useId();
  const fileId = useId();
  const chosen = courses.data?.find((row) => row.course.id === courseId) ?? courses.data?.[0];
  const upload = useScoresWrite((input: { courseId: number; sessionId: number; file: File }) =>
    uploadScores("cbt", { courseId: input.courseId, sessionId: input.sessionId }, input.file),
  );
  return (
    <section className="scores-page" aria-labelledby="cbt-title">
      <h1 id="cbt-title" className={Classes.HEADING}>
        CBT result upload
      </h1>
      <TermPicker
        key={term ? termSearch(term) : "none"}
        initial={term ?? {}}
        submitLabel="Show courses"
        onChoose={(next) => {
          setCourseId(undefined);
          setSearch(termSearch(next));
        }}
      />
      {term && (
        <QueryState query={courses} what="Your courses">
          {(rows) =>
            rows.length === 0 || !chosen ? (
              <Callout>No course is assigned to you in this term.</Callout>
            ) : (
              <form
                className="scores-page"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (file)
                    upload.mutate(
                      { courseId: chosen.course.id, sessionId: chosen.course.session.id, file },
                      {
                        onSuccess: ({ message }) => {
                          setFile(undefined);
                          void flash({
                            title: "Success",
                            message: message ?? "Uploaded",
                            intent: "success",
                            timeout: 3000,
                          });
                        },
                      },
                    );
                }}
              >
                <div className="course-registration-term">
                  <div className="course-registration-field">
                    <label htmlFor={courseFieldId}>Course</label>
                    <HTMLSelect
                      id={courseFieldId}
                      value={chosen.course.id}
                      onChange={(event) => setCourseId(Number(event.currentTarget.value))}
                    >
                      {rows.map((row) => (
                        <option key={row.course.id} value={row.course.id}>
                          {row.course.code} — {row.course.title} ({row.registered} students)
                        </option>
                      ))}
                    </HTMLSelect>
                  </div>
                  <div className="scores-file">
                    <label htmlFor={fileId}>CBT results (XLSX or CSV: Matric Number, Score out of 60)</label>
                    <FileInput
                      inputProps={{ id: fileId, accept: ".xlsx,.csv" }}
                      text={file?.name ?? "Choose file…"}
                      hasSelection={file !== undefined}
                      onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? undefined)}
                    />
                  </div>
                  <Button
                    type="submit"
                    intent="primary"
                    icon={<UploadIcon />}
                    disabled={!file || chosen.status !== "draft"}
                    loading={upload.isPending}
                  >
                    Upload
                  </Button>
                </div>
                <p>
                  Score sheet: <SheetStatusTag status={chosen.status} />{" "}
                  <Link
                    to={`/records/results?courseId=${chosen.course.id}&sessionId=${chosen.course.session.id}`}
                  >
                    Open the score sheet
                  </Link>
                </p>
                {chosen.status !== "draft" && (
                  <Callout intent="primary">
                    This score sheet has been submitted; CBT scores can no longer be uploaded.
                  </Callout>
                )}
                {upload.isError && (
                  <ProblemList error={upload.error} fallback="The file could not be uploaded." />
                )}
              </form>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
