import type { ResourceFile, ResourcePreset } from "./resourceFile";

/** Where a preset route leads: the list's own route with the preset's filters in the query. */
export function presetHref(file: Pick<ResourceFile, "route">, preset: ResourcePreset): string {
  const query = new URLSearchParams(
    Object.entries(preset.filters).map(([field, value]) => [field, String(value)] as [string, string]),
  );
  return `${file.route}?${query.toString()}`;
}
