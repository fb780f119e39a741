import { useMemo } from "react";
import admissionListFile from "../../../../schemas/lists/admission-list.json";
import { loadListFile } from "../../../schema/listFile";
import { endpointListSource, listKeys } from "../../api/listSources";
import type { ResourceRow } from "../../api/resources";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";

const admissionList = loadListFile(admissionListFile);

/** Query keys of the admission list's pages: an upload refreshes them. */
export const admissionListKey = listKeys.all(admissionList.name);

/**
 * The admission list: the list file's Grid (search by application number, name, phone or matric
 * number; filters by status, session and application type; sort, paging, export).
 */
export function AdmissionListTable() {
  const { config, list } = useFileGrid(admissionList);
  const source = useMemo(
    () => endpointListSource<ResourceRow>(admissionList.name, "/AdmissionList", { exportable: true }),
    [],
  );
  return (
    <section aria-label="Admission list">
      <Grid
        label={admissionList.title}
        config={config}
        list={list}
        source={source}
        toolbar={
          source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null
        }
      />
    </section>
  );
}
