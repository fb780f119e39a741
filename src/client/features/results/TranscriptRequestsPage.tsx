import { Classes } from "@blueprintjs/core";
import { useId, useMemo } from "react";
import { Link } from "react-router-dom";
import transcriptRequestsFile from "../../../../schemas/lists/transcript-requests.json";
import { loadListFile } from "../../../schema/listFile";
import { endpointListSource } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { resultKeys } from "../../api/results";
import { ListHeader } from "../../engine/crud/ListHeader";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import "./results.css";

const transcriptRequests = loadListFile(transcriptRequestsFile);

/** Print opens for a paid request whose matric number is a student's; otherwise it says why not. */
function printAction(row: ResourceRow) {
  if (row.paymentStatus !== "paid") return "–";
  if (row.studentId === null) return <span>No student has this matric number</span>;
  return (
    <Link
      to={`/results/transcripts/print?id=${row.id}`}
      aria-label={`Print transcript for ${String(row.payerName)}`}
    >
      Print
    </Link>
  );
}

/**
 * /results/transcripts (registry): transcript requests (students' own and the public
 * /sundry/transcript's) with their payment, where each goes and how often it has been printed —
 * the list file's Grid (search, status filter, sort, paging, export); Print opens
 * /results/transcripts/print?id=.
 */
export default function TranscriptRequestsPage() {
  const headingId = useId();
  const { config, list } = useFileGrid(transcriptRequests);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(transcriptRequests.name, "/Results/transcript-requests", {
        exportable: true,
        // Under the results keys: printing a transcript refreshes its count here.
        queryKey: resultKeys.transcriptRequests(),
      }),
    [],
  );
  return (
    <section className="results-page" aria-labelledby={headingId}>
      <Link className={Classes.TEXT_MUTED} to="/results/classlist">
        Back to result management
      </Link>
      <ListHeader id={headingId} title={transcriptRequests.title}>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </ListHeader>
      <Grid
        label={transcriptRequests.title}
        config={config}
        list={list}
        source={source}
        rowActions={printAction}
      />
    </section>
  );
}
