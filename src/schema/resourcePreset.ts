import { columnOf, groupProblemOf, type ResourceFile, type ResourcePreset } from "./resourceFile";
import { ResourceFileError, type ResourceModel, whereOf } from "./resourceModel";

/**
 * The resource file as a preset's screen shows it: headed by the preset's title, without the fixed
 * filters' columns and drop-downs, those properties read-only on the form (filled in from the
 * preset), in the preset's group (or none), and without the list's scopes, presets or list
 * actions. The schema
 * object stays the same one, so the form keeps its precompiled validator.
 */
export function presetResourceFile(file: ResourceFile, preset: ResourcePreset): ResourceFile {
  const fixed = new Set(Object.keys(preset.filters));
  const ui = { ...(file.ui ?? {}) };
  for (const field of fixed)
    ui[field] = { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), "ui:readonly": true };
  return {
    ...file,
    route: preset.route,
    title: preset.title,
    group: preset.group,
    scopes: undefined,
    presets: undefined,
    ui,
    grid: {
      ...file.grid,
      columns: file.grid.columns.filter((column) => !fixed.has(columnOf(column).field)),
      filters: file.grid.filters?.filter((filter) => !fixed.has(filter)),
      choices: preset.choices ?? file.grid.choices,
      sort: fixed.has(file.grid.sort?.replace(/^-/, "") ?? "") ? undefined : file.grid.sort,
      // A list action (cloning a session) acts on the whole list, not on the rows shown here.
      listActions: undefined,
    },
  };
}

/**
 * Start-up checks of the grid's presets, ranges and totals (the server's registry; the browser
 * trusts a file the server accepted, and so does not carry these checks): each preset names a
 * fixed route, a title and values of the right type for some (or none) of the grid's filters; ranges are dates or
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
  // The file's group (with a nested group's `within`) is checked here, at start-up, not in the browser.
  const groupProblem = groupProblemOf(model.file.group);
  if (groupProblem) fail(groupProblem);
  const checkChoices = (choices: unknown, where: string): void => {
    if (choices === undefined) return;
    if (typeof choices !== "object" || choices === null || Array.isArray(choices))
      fail(`${where}: "choices" must be an object of filter → values`);
    for (const [property, values] of Object.entries(choices as Record<string, unknown>)) {
      const offered =
        model.filters.get(property)?.enum ??
        fail(`${where}: choices "${property}" must be one of "grid.filters" with an enum`);
      if (!Array.isArray(values) || values.length === 0)
        fail(`${where}: choices "${property}" must be a non-empty list`);
      for (const value of values as unknown[])
        if (!offered.includes(value))
          fail(`${where}: choices "${property}" offers ${JSON.stringify(value)}, not one of its enum`);
    }
  };
  checkChoices(model.file.grid.choices, "grid");
  const presets: unknown = model.file.presets ?? [];
  if (!Array.isArray(presets) || !presets.every((p) => typeof p === "object" && p !== null))
    fail(`"presets" must be a list of { "route", "title", "filters" }`);
  for (const preset of model.file.presets ?? []) {
    if (typeof preset.route !== "string" || !/^\/[a-z0-9_/]+$/.test(preset.route))
      fail(`preset ${String(preset.route)}: "route" must be a fixed path starting with "/"`);
    if (typeof preset.title !== "string" || preset.title.trim() === "")
      fail(`preset ${preset.route}: "title" must be a non-empty string`);
    if (typeof preset.filters !== "object" || preset.filters === null || Array.isArray(preset.filters))
      fail(`preset ${preset.route}: "filters" must be an object ({} for the whole list)`);
    if (preset.upload !== undefined && typeof preset.upload !== "boolean")
      fail(`preset ${preset.route}: "upload" must be true or false`);
    if (preset.upload && !model.file.grid.upload)
      fail(`preset ${preset.route}: "upload" needs the list's "grid.upload"`);
    const groupProblem = groupProblemOf(preset.group);
    if (groupProblem) fail(`preset ${preset.route}: ${groupProblem}`);
    checkChoices(preset.choices, `preset ${preset.route}`);
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
