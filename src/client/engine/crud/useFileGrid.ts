import { useMemo } from "react";
import type { ResourceFile } from "../../../schema/resourceFile";
import type { GridConfig } from "../grid/gridConfig";
import { type ListController, useListController } from "../grid/useListController";
import { gridConfigOf } from "./gridConfigOf";

/**
 * The grid of a resource or list file and its URL-backed list state: what every screen showing
 * such a file's Grid needs before it chooses a source. `file` must be stable (a module constant).
 */
export function useFileGrid(file: ResourceFile): { config: GridConfig; list: ListController } {
  const config = useMemo(() => gridConfigOf(file), [file]);
  const list = useListController(
    useMemo(
      () => ({ defaultSort: config.defaultSort, filterFields: config.filters.map((filter) => filter.field) }),
      [config],
    ),
  );
  return { config, list };
}
