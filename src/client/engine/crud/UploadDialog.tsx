import { Button, Callout, Classes, Dialog, FileInput, ProgressBar } from "@blueprintjs/core";
import { DownloadIcon, UploadIcon } from "@blueprintjs/icons";
import { useState } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import { errorMessage } from "../../api/http";
import { downloadFile, type FileFormat, resourceTemplateUrl } from "../../api/resources";
import { labelOf } from "./gridConfigOf";
import { crudMessages, inText } from "./messages";
import { serverErrorsOf, type UploadRowError, uploadRowErrorsOf } from "./serverErrors";
import { UploadErrorTable } from "./UploadErrorTable";
import { UPLOAD_ACCEPT, uploadFileProblem } from "./uploadFile";
import type { ResourceWrites } from "./useResourceWrites";

export interface UploadDialogProps {
  resource: ResourceFile;
  isOpen: boolean;
  upload: ResourceWrites["upload"];
  onClose: () => void;
}

type Outcome =
  | { kind: "created"; count: number }
  | { kind: "rejected"; message: string; errors: UploadRowError[] }
  | { kind: "failed"; message: string };

/** Bulk upload: template download, file check (type, 2 MB), progress, and the server's verdict. */
export function UploadDialog({ resource, isOpen, upload, onClose }: UploadDialogProps) {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const plural = inText(resource.title);

  const close = () => {
    setFile(undefined);
    setProblem(undefined);
    setOutcome(undefined);
    setProgress(0);
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    setOutcome(undefined);
    setProblem(chosen ? uploadFileProblem(chosen) : undefined);
    setFile(chosen);
  };

  const send = async () => {
    if (!file || problem) return;
    setProgress(0);
    setOutcome(undefined);
    try {
      const result = await upload.mutateAsync({ file, onProgress: setProgress });
      setOutcome({ kind: "created", count: result.created });
    } catch (error) {
      const errors = serverErrorsOf(error);
      const message = errorMessage(error, "The file could not be uploaded");
      setOutcome(
        errors.length > 0
          ? { kind: "rejected", message, errors: uploadRowErrorsOf(errors) }
          : { kind: "failed", message },
      );
    }
  };

  const template = (format: FileFormat) =>
    void downloadFile(
      resourceTemplateUrl(resource.name, format),
      `${resource.name}-template.${format}`,
    ).catch((error: unknown) =>
      setOutcome({ kind: "failed", message: errorMessage(error, "The template could not be downloaded") }),
    );

  return (
    <Dialog isOpen={isOpen} onClose={close} title={`Upload ${plural}`} icon={<UploadIcon />}>
      <div className={Classes.DIALOG_BODY}>
        <p>{crudMessages.uploadIntro(inText(resource.singular))}</p>
        <div className="crud-upload-templates">
          <Button icon={<DownloadIcon />} onClick={() => template("csv")}>
            Download template (CSV)
          </Button>
          <Button icon={<DownloadIcon />} onClick={() => template("xlsx")}>
            Download template (XLSX)
          </Button>
        </div>
        <FileInput
          fill
          className="crud-upload-file"
          text={file?.name ?? "Choose a .csv or .xlsx file…"}
          hasSelection={file !== undefined}
          inputProps={{ accept: UPLOAD_ACCEPT, "aria-label": `File of ${plural}` }}
          onInputChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {problem ? (
          <Callout intent="danger" role="alert" className="crud-upload-problem">
            {problem}
          </Callout>
        ) : null}
        {upload.isPending ? (
          <ProgressBar
            intent="primary"
            value={progress}
            aria-label="Upload progress"
            className="crud-upload-progress"
          />
        ) : null}
        {outcome?.kind === "created" ? (
          <Callout intent="success" role="status">
            {crudMessages.uploadCreated(outcome.count, plural)}
          </Callout>
        ) : null}
        {outcome?.kind === "rejected" ? (
          <Callout intent="danger" role="alert" title={outcome.message}>
            <p>{crudMessages.uploadRejected}</p>
            <UploadErrorTable errors={outcome.errors} labelOf={(field) => labelOf(resource, field)} />
          </Callout>
        ) : null}
        {outcome?.kind === "failed" ? (
          <Callout intent="danger" role="alert">
            {outcome.message}
          </Callout>
        ) : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={close}>Close</Button>
          <Button
            intent="primary"
            icon={<UploadIcon />}
            disabled={!file || problem !== undefined}
            loading={upload.isPending}
            onClick={() => void send()}
          >
            Upload
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
