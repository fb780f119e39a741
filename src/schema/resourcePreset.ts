import type { ResourceFile, ResourcePreset } from "./resourceFile";
import { ResourceFileError, type ResourceModel, whereOf } from "./resourceModel";

/** Where a preset route leads: the list's own route with the preset's filters in the query. */
export function presetHref(file: Pick<ResourceFile, "route">, preset: ResourcePreset): string {
  const query = new URLSearchParams(
    Object.entries(preset.filters).map(([field, value]) => [field, String(value)] as [string, string]),
  );
  return `${file.route}?${query.toString()}`;
}

/**
 * Start-up checks of the grid's presets, ranges and totals (the server's registry; the browser
 * trusts a file the server accepted, and so does not carry these checks): each preset names a
 * fixed route and values of the right type for some of the grid's filters; ranges are dates or
 * numbers; totals are integer amounts.
 */
export function checkGridExtras(model: ResourceModel): void {
  const fail = (what: string): never => {
    throw new ResourceFileError(`${whereOf(model.name)}: ${what}`);
  };
  for (const { field } of model.ranges.values()) {
    const ordered =
      field.type === "integer" ||
      field.type === "number" ||
      field.format === "date" ||
      field.format === "date-time";
    if (!ordered || field.lookup) fail(`grid.ranges "${field.property}" must be a date or a number`);
  }
  for (const field of model.totals)
    if (field.type !== "integer" || field.lookup)
      fail(`grid.totals "${field.property}" must be an integer amount`);
  const presets: unknown = model.file.presets ?? [];
  if (!Array.isArray(presets) || !presets.every((p) => typeof p === "object" && p !== null))
    fail(`"presets" must be a list of { "route", "filters" }`);
  for (const preset of model.file.presets ?? []) {
    if (typeof preset.route !== "string" || !/^\/[a-z0-9_/]+$/.test(preset.route))
      fail(`preset ${String(preset.route)}: "route" must be a fixed path starting with "/"`);
    if (
      typeof preset.filters !== "object" ||
      preset.filters === null ||
      Object.keys(preset.filters).length === 0
    )
      fail(`preset ${preset.route}: "filters" must name at least one filter`);
    for (const [property, value] of Object.entries(preset.filters)) {
      const field =
        model.filters.get(property) ??
        fail(`preset ${preset.route}: "${property}" must be one of "grid.filters"`);
      const expected =
        field.type === "integer" || field.type === "number"
          ? "number"
          : field.type === "boolean"
            ? "boolean"
            : "string";
      if (typeof value !== expected)
        fail(`preset ${preset.route}: "${property}" must be of type ${field.type}`);
    }
  }
}
