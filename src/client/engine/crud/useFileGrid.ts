import { useMemo } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import type { GridConfig } from "../grid/gridConfig";
import { type ListController, useListController } from "../grid/useListController";
import { gridConfigOf } from "./gridConfigOf";

const NO_FIXED_FILTERS: Readonly<Record<string, string>> = {};

/**
 * The grid of a resource or list file and its URL-backed list state: what every screen showing
 * such a file's Grid needs before it chooses a source. Filters the screen fixes (`fixedFilters`,
 * given to its source too) are not offered. Both arguments must be stable (module constants).
 */
export function useFileGrid(
  file: ResourceFile,
  fixedFilters: Readonly<Record<string, string>> = NO_FIXED_FILTERS,
  /** Another Grid shares the page: this one's query goes in the URL as `<urlPrefix>.page` and so on. */
  urlPrefix?: string,
): { config: GridConfig; list: ListController } {
  const config = useMemo(() => {
    const all = gridConfigOf(file);
    return { ...all, filters: all.filters.filter((filter) => !(filter.field in fixedFilters)) };
  }, [file, fixedFilters]);
  const list = useListController(
    useMemo(
      () => ({
        defaultSort: config.defaultSort,
        filterFields: config.filters.map((filter) => filter.field),
        prefix: urlPrefix,
      }),
      [config, urlPrefix],
    ),
  );
  return { config, list };
}
