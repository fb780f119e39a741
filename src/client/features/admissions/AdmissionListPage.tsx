import { Button, Callout, Card, FileInput, H1, H2, HTMLTable } from "@blueprintjs/core";
import { DownloadIcon, UploadIcon } from "@blueprintjs/icons";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ADMISSION_LIST_COLUMNS } from "../../../contract/admissions";
import { downloadAdmissionTemplate, uploadAdmissionList } from "../../api/admissions";
import { errorMessage } from "../../api/http";
import { serverErrorsOf, type UploadRowError, uploadRowErrorsOf } from "../../engine/crud/serverErrors";
import { UPLOAD_ACCEPT, uploadFileProblem } from "../../engine/crud/uploadFile";
import { flash } from "../../shell/flash";
import { AdmissionListTable, admissionListKey } from "./AdmissionListTable";
import "./admissions.css";

type Outcome =
  | { kind: "saved"; message: string }
  | { kind: "rejected"; message: string; errors: UploadRowError[] };

/**
 * /student_management/admission_list (admissions officers): upload the admission decisions
 * (CSV or XLSX, all or nothing, each bad row named) and see the list.
 */
export default function AdmissionListPage() {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const queryClient = useQueryClient();

  async function send() {
    if (!file) {
      setProblem("Choose a CSV or Excel file to upload.");
      return;
    }
    if (problem) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const { message } = await uploadAdmissionList(file);
      setOutcome({ kind: "saved", message });
      void queryClient.invalidateQueries({ queryKey: admissionListKey });
      void flash({ title: "Admission list uploaded", message, intent: "success", timeout: 3000 });
    } catch (error) {
      const errors = serverErrorsOf(error);
      const message = errorMessage(error, "The file could not be uploaded");
      if (errors.length > 0) setOutcome({ kind: "rejected", message, errors: uploadRowErrorsOf(errors) });
      else void flash({ title: "Upload failed", message, intent: "danger", timeout: 5000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="matric-page">
      <H1>Admission list</H1>
      <p>
        Upload the admission decisions: one row per applicant, by application number, with "Admitted" (and the
        programme and department, by code or name) or "Not Admitted". A file with any problem saves nothing.{" "}
        <Link to="/student_management/search_admission_list">Search the admission list</Link>
      </p>
      <Card>
        <H2>Upload decisions</H2>
        <p>Columns: {ADMISSION_LIST_COLUMNS.join(", ")} (Course Option and Level may be left empty).</p>
        <div className="admission-list-toolbar">
          <Button
            icon={<DownloadIcon />}
            onClick={() => void downloadAdmissionTemplate("csv")}
            text="CSV template"
          />
          <Button
            icon={<DownloadIcon />}
            onClick={() => void downloadAdmissionTemplate("xlsx")}
            text="Excel template"
          />
        </div>
        <FileInput
          fill
          text={file?.name ?? "Choose a CSV or Excel file…"}
          inputProps={{ accept: UPLOAD_ACCEPT, "aria-label": "Admission list file", name: "file" }}
          onInputChange={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0];
            setOutcome(undefined);
            setFile(chosen);
            setProblem(chosen ? uploadFileProblem(chosen) : undefined);
          }}
        />
        {problem && (
          <Callout intent="danger" role="alert">
            {problem}
          </Callout>
        )}
        <div className="admission-list-toolbar">
          <Button
            intent="primary"
            icon={<UploadIcon />}
            loading={busy}
            onClick={() => void send()}
            text="Upload"
          />
        </div>
        {outcome?.kind === "saved" && (
          <Callout intent="success" role="status">
            {outcome.message}
          </Callout>
        )}
        {outcome?.kind === "rejected" && (
          <Callout intent="danger" role="alert" title={outcome.message}>
            <HTMLTable compact striped aria-label="Problems in the file">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Field</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {outcome.errors.map((error, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report shown once, never reordered
                  <tr key={index}>
                    <td>{error.row ?? "-"}</td>
                    <td>{error.field ?? "-"}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Callout>
        )}
      </Card>
      <H2>Decisions</H2>
      <AdmissionListTable />
    </div>
  );
}
