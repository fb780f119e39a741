import { Alert, Button, Callout, Classes, FileInput } from "@blueprintjs/core";
import { DownloadIcon, FloppyDiskIcon, SendMessageIcon, UploadIcon } from "@blueprintjs/icons";
import { useEffect, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import {
  downloadScoreSheet,
  type ScoreSheet,
  saveScores,
  submitScoreSheet,
  uploadScores,
  useScoreSheet,
  useScoresWrite,
} from "../../api/scores";
import { DetailsTable } from "../../engine/document";
import { flash } from "../../shell/flash";
import { QueryState } from "../courseRegistration/PageState";
import { draftOf, type ScoreDraft, ScoreSheetTable, SheetChain } from "./ScoreSheetTable";
import { scoreInputProblem } from "./scoreInput";
import { courseSessionOf, ProblemList, useAreaBase } from "./scoresShared";
import "./scores.css";

const success = (message: string) =>
  void flash({ title: "Success", message, intent: "success", timeout: 3000 });

/**
 * /records/results and /class/results: the score sheet of one of the lecturer's courses — scores
 * typed in the grid and saved together, or uploaded as the sheet's XLSX (all or nothing, each row's
 * problem listed), then submitted for approval, after which it is read-only.
 */
export default function ScoreSheetPage() {
  const [search] = useSearchParams();
  const base = useAreaBase();
  const query = courseSessionOf(search);
  const sheet = useScoreSheet(query);
  return (
    <section className="scores-page" aria-labelledby="score-sheet-title">
      <h1 id="score-sheet-title" className={Classes.HEADING}>
        Score sheet
        {sheet.data ? ` — ${sheet.data.course.code}` : ""}
      </h1>
      {!query ? (
        <Callout intent="warning">
          Choose a course from <Link to={base}>your courses</Link>.
        </Callout>
      ) : (
        <QueryState query={sheet} what="The score sheet">
          {(data) => <SheetEditor key={`${data.sheetId}-${data.status}`} sheet={data} base={base} />}
        </QueryState>
      )}
    </section>
  );
}

function SheetEditor({ sheet, base }: { sheet: ScoreSheet; base: string }) {
  const query = { courseId: sheet.course.id, sessionId: sheet.course.session.id };
  const [drafts, setDrafts] = useState<Record<number, ScoreDraft>>(() =>
    Object.fromEntries(sheet.rows.map((row) => [row.studentId, draftOf(row)])),
  );
  // Saved scores (after a save or an upload) replace what was typed.
  useEffect(() => {
    setDrafts(Object.fromEntries(sheet.rows.map((row) => [row.studentId, draftOf(row)])));
  }, [sheet.rows]);
  const save = useScoresWrite(saveScores);
  const upload = useScoresWrite((file: File) => uploadScores("scoresheet", query, file));
  const submit = useScoresWrite(submitScoreSheet);
  const [file, setFile] = useState<File>();
  const [confirming, setConfirming] = useState(false);
  const fileId = useId();
  const invalid = useMemo(
    () =>
      Object.values(drafts).some(
        (draft) => scoreInputProblem(draft.ca, 40) !== "" || scoreInputProblem(draft.exam, 60) !== "",
      ),
    [drafts],
  );
  const dirty = sheet.rows.some((row) => {
    const draft = drafts[row.studentId];
    const saved = draftOf(row);
    return draft !== undefined && (draft.ca !== saved.ca || draft.exam !== saved.exam);
  });
  const toScore = (text: string) => (text.trim() === "" ? null : Number(text));
  const saveAll = () =>
    save.mutate(
      {
        ...query,
        scores: sheet.rows.map((row) => ({
          studentId: row.studentId,
          caScore: toScore(drafts[row.studentId]?.ca ?? ""),
          examScore: toScore(drafts[row.studentId]?.exam ?? ""),
        })),
      },
      { onSuccess: ({ message }) => success(message ?? "Scores saved") },
    );
  const download = () =>
    downloadScoreSheet(query, "xlsx").catch((error: unknown) =>
      flash({
        title: "Download Failed!",
        message: errorMessage(error, "The score sheet could not be downloaded"),
        intent: "danger",
        timeout: 5000,
      }),
    );
  return (
    <>
      <DetailsTable
        rows={[
          ["Course", `${sheet.course.code} — ${sheet.course.title}`],
          ["Department", sheet.course.department.name],
          ["Session", `${sheet.course.session.name}, ${sheet.course.semester.name}`],
          ["Students", String(sheet.rows.length)],
        ]}
      />
      <SheetChain sheet={sheet} />
      {!sheet.editable && sheet.status !== "draft" && (
        <Callout intent="primary">
          The score sheet has been submitted for approval; its scores can no longer be changed here.
        </Callout>
      )}
      <div className="scores-actions">
        <Link to={`${base}/view?sessionId=${sheet.course.session.id}&semesterId=${sheet.course.semester.id}`}>
          Back to my courses
        </Link>
        <Link to={`${base}/classList?courseId=${query.courseId}&sessionId=${query.sessionId}`}>
          Class list
        </Link>
        <Button icon={<DownloadIcon />} onClick={() => void download()}>
          Download score sheet (XLSX)
        </Button>
      </div>
      {sheet.editable && (
        <form
          className="scores-actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (file)
              upload.mutate(file, {
                onSuccess: ({ message }) => {
                  setFile(undefined);
                  success(message ?? "Scores uploaded");
                },
              });
          }}
        >
          <div className="scores-file">
            <label htmlFor={fileId}>Upload the score sheet (XLSX or CSV: Matric Number, CA, Exam)</label>
            <FileInput
              inputProps={{ id: fileId, accept: ".xlsx,.csv" }}
              text={file?.name ?? "Choose file…"}
              hasSelection={file !== undefined}
              onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? undefined)}
            />
          </div>
          <Button type="submit" icon={<UploadIcon />} disabled={!file} loading={upload.isPending}>
            Upload
          </Button>
        </form>
      )}
      {upload.isError && <ProblemList error={upload.error} fallback="The file could not be uploaded." />}
      <ScoreSheetTable
        sheet={sheet}
        drafts={sheet.editable ? drafts : undefined}
        onChange={
          sheet.editable
            ? (studentId, draft) => setDrafts((current) => ({ ...current, [studentId]: draft }))
            : undefined
        }
      />
      {save.isError && <ProblemList error={save.error} fallback="The scores could not be saved." />}
      {submit.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(submit.error, "The score sheet could not be submitted.")}
        </Callout>
      )}
      {sheet.editable && (
        <div className="scores-actions">
          <Button
            intent="primary"
            icon={<FloppyDiskIcon />}
            disabled={invalid || !dirty}
            loading={save.isPending}
            onClick={saveAll}
          >
            Save scores
          </Button>
          <Button
            intent="success"
            icon={<SendMessageIcon />}
            disabled={dirty || sheet.rows.length === 0}
            title={dirty ? "Save the scores first" : undefined}
            loading={submit.isPending}
            onClick={() => setConfirming(true)}
          >
            Submit for approval
          </Button>
          {dirty && <span className={Classes.TEXT_MUTED}>Unsaved changes</span>}
        </div>
      )}
      <Alert
        isOpen={confirming}
        intent="success"
        confirmButtonText="Submit"
        cancelButtonText="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit.mutate(query, { onSuccess: ({ message }) => success(message ?? "Submitted") });
        }}
      >
        <p>
          Submit the score sheet of {sheet.course.code} to the head of department? After submitting, its
          scores can no longer be changed unless it is returned to you.
        </p>
      </Alert>
    </>
  );
}
