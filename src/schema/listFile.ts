import type { ResourceFile } from "./resourceFile";
import { checkResourceFile } from "./resourceFileCheck";
import { resourceModelOf } from "./resourceModel";

/**
 * A list file (`schemas/lists/<name>.json`): a read-only list that is not a table of its own —
 * the server answers it from a named SQL query (`src/server/modules/lists`). It has a resource
 * file's shape (`schema` for the row, `grid` for columns, sort, search, filters, ranges, totals,
 * export), so the browser's Grid and the server's list SQL read it exactly as they read a
 * resource file. Checked the same way, with integers bounded the same way, on both sides.
 */
export function loadListFile(content: unknown): ResourceFile {
  const name =
    typeof content === "object" && content !== null && "name" in content ? String(content.name) : "?";
  const file = checkResourceFile(content, `schemas/lists/${name}.json`);
  if (file.grid.upload || file.grid.rowActions?.length || file.grid.listActions?.length)
    throw new Error(`schemas/lists/${name}.json: a list file is read-only (no upload, row or list actions)`);
  const { schema } = resourceModelOf(file);
  return schema === file.schema ? file : { ...file, schema };
}
