import { useId, useMemo } from "react";
import siwesPlacementsFile from "../../../../schemas/lists/siwes-placements.json";
import { loadListFile } from "../../../schema/listFile";
import { endpointListSource } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { ListHeader } from "../../engine/crud/ListHeader";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";

const siwesPlacements = loadListFile(siwesPlacementsFile);

/**
 * /student_management/siwes_placements (registry; heads of department and deans see their own
 * departments' and Schools'): students' SIWES placements through the list file's Grid — search,
 * department and session filters, sort, paging and CSV/XLSX export.
 */
export default function SiwesPlacementsPage() {
  const headingId = useId();
  // The path says "siwes_placements"; SIWES is an acronym.
  useCurrentPageName(siwesPlacements.title);
  const { config, list } = useFileGrid(siwesPlacements);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(siwesPlacements.name, "/Student/siwes-placements", {
        exportable: true,
      }),
    [],
  );
  return (
    <section aria-labelledby={headingId}>
      <ListHeader id={headingId} title={siwesPlacements.title}>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </ListHeader>
      <Grid label={siwesPlacements.title} config={config} list={list} source={source} />
    </section>
  );
}
