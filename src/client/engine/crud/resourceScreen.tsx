import { NonIdealState, Spinner, SpinnerSize } from "@blueprintjs/core";
import { ArrowLeftIcon } from "@blueprintjs/icons";
import { type ComponentType, useMemo } from "react";
import { Link, useParams } from "react-router-dom";
import type {
  ResourceFile,
  ResourceLookupFacts,
  ResourcePreset,
  ResourceScope,
} from "../../../schema/resourceFile";
import { modelOf } from "../../../schema/resourceModel";
import { presetResourceFile } from "../../../schema/resourcePreset";
import {
  checkedScopeField,
  scopedResourceFile,
  scopeTitleOf,
  scopeValueOf,
} from "../../../schema/resourceScope";
import { errorStatus as httpStatusOf } from "../../api/http";
import { useResourceRow } from "../../api/resources";
import { useEngineHost } from "../host";
import { CrudScreen } from "./CrudScreen";

/**
 * The screen of one admin list: its CrudScreen, with the write buttons only for those who may
 * write. Its group's tab bar is the route table's (screens/groupTabs.ts), as for bespoke screens.
 */
export function resourceScreen(resource: ResourceFile): ComponentType {
  function ResourceScreen() {
    const { canAccess } = useEngineHost();
    // Only to hide what the server would refuse; it checks every call anyway.
    return <CrudScreen resource={resource} canWrite={canAccess(resource.access.write)} />;
  }
  ResourceScreen.displayName = `ResourceScreen(${resource.name})`;
  return ResourceScreen;
}

/**
 * The screen of a preset (`ResourceFile.presets`): the list narrowed to the preset's filters under
 * its own heading, e.g. the acceptance fees' assignments; a bulk preset opens with its upload form.
 */
export function presetResourceScreen(resource: ResourceFile, preset: ResourcePreset): ComponentType {
  const file = presetResourceFile(resource, preset);
  function PresetResourceScreen() {
    const { canAccess } = useEngineHost();
    return (
      <CrudScreen
        resource={file}
        canWrite={canAccess(resource.access.write)}
        fixed={preset.filters}
        uploadFirst={preset.upload === true}
      />
    );
  }
  PresetResourceScreen.displayName = `PresetResourceScreen(${resource.name} ${preset.route})`;
  return PresetResourceScreen;
}

/**
 * The screen of a scoped list (`ResourceFile.scopes`), e.g. the departments offering one
 * programme: the parent row (read through its own resource, so a deactivated one still has its
 * name) heads the list, a link leads back to the parent's list, and an id that names no row is a
 * not-found screen rather than an empty list.
 */
export function scopedResourceScreen(
  resource: ResourceFile,
  scope: ResourceScope,
  allFiles: readonly ResourceLookupFacts[],
): ComponentType {
  const field = checkedScopeField(scope);
  const lookup = modelOf(resource).byProperty.get(field)?.lookup;
  // The server refuses at start-up a scope whose property is not a lookup some file provides.
  const parent = allFiles.find((file) => file.lookup && (file.lookup.name ?? file.name) === lookup);
  const parentLabel = parent?.lookup?.label ?? "name";

  function ScopedResourceScreen() {
    const { canAccess, usePageName } = useEngineHost();
    const canWrite = canAccess(resource.access.write);
    const value = scopeValueOf(useParams()[field]);
    const parentRow = useResourceRow(parent?.name ?? "", parent ? value : undefined);
    const parentName = parentRow.data
      ? String(parentRow.data[parentLabel] ?? `#${String(value)}`)
      : undefined;
    // The breadcrumb ends in the parent's name ("Student Type › NCE"), not its id.
    usePageName(parentName);
    const file = useMemo(
      () =>
        parentName === undefined
          ? undefined
          : scopedResourceFile(resource, field, scopeTitleOf(scope, parentName)),
      [parentName],
    );
    const scopeOfRows = useMemo(() => (value === undefined ? undefined : { field, value }), [value]);

    const back = parent ? (
      <Link to={parent.route} className="crud-back">
        <ArrowLeftIcon /> {parent.title}
      </Link>
    ) : null;
    if (value === undefined || (parentRow.isError && httpStatusOf(parentRow.error) === 404)) {
      return (
        <>
          {back}
          <NonIdealState
            title={`No such ${parent?.singular.toLowerCase() ?? "record"}`}
            description="The link may be out of date. Choose one from the list instead."
          />
        </>
      );
    }
    if (parentRow.isError) {
      return (
        <>
          {back}
          <NonIdealState title="This list could not be loaded" description="Try again in a moment." />
        </>
      );
    }
    if (!file || !scopeOfRows) return <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />;
    return (
      <>
        {back}
        <CrudScreen resource={file} canWrite={canWrite} scope={scopeOfRows} />
      </>
    );
  }
  ScopedResourceScreen.displayName = `ScopedResourceScreen(${resource.name})`;
  return ScopedResourceScreen;
}
