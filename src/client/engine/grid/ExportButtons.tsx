import { Button, ButtonGroup } from "@blueprintjs/core";
import { DownloadIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { errorMessage } from "../../api/http";
import type { FileFormat, ListQuery } from "../../api/resources";
import { useEngineHost } from "../host";

export interface ExportButtonsProps {
  /** The list query being shown: the export has the same search, filters and sort. */
  query: ListQuery;
  exportFile: (query: ListQuery, format: FileFormat) => Promise<void>;
}

const FORMATS: { format: FileFormat; text: string }[] = [
  { format: "csv", text: "Export CSV" },
  { format: "xlsx", text: "Export XLSX" },
];

/** Downloads the server's export of the current query, as CSV or XLSX. */
export function ExportButtons({ query, exportFile }: ExportButtonsProps) {
  const { notify } = useEngineHost();
  const [busy, setBusy] = useState<FileFormat>();
  const run = async (format: FileFormat) => {
    setBusy(format);
    try {
      await exportFile(query, format);
    } catch (error) {
      notify({
        title: "Export Failed!",
        message: errorMessage(error, "The export could not be downloaded"),
        intent: "danger",
        timeout: 5000,
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ButtonGroup>
      {FORMATS.map(({ format, text }) => (
        <Button
          key={format}
          icon={<DownloadIcon />}
          loading={busy === format}
          disabled={busy !== undefined && busy !== format}
          onClick={() => void run(format)}
        >
          {text}
        </Button>
      ))}
    </ButtonGroup>
  );
}
