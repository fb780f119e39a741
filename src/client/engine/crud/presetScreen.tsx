import { Navigate } from "react-router-dom";
import type { ResourceFile, ResourcePreset } from "../../../schema/resourceFile";
import { presetHref } from "../../../schema/resourcePreset";

/** The screen of a preset route: the list itself, its filters chosen (`ResourceFile.presets`). */
export function presetScreen(resource: ResourceFile, preset: ResourcePreset) {
  const href = presetHref(resource, preset);
  return function PresetRedirect() {
    return <Navigate to={href} replace />;
  };
}
