import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { useEffect, useState } from "react";
import type { TypeDefinition } from "../../../contract/applicationTypes";
import type { ApplicationMeta, ApplicationType } from "../../../schema/applicationTypes";
import type { FormSection } from "../../../schema/formSections";
import { fetchTypeDefinition } from "../../api/applicationTypes";
import { ensurePublishedValidators } from "./publishedValidators";

/** A published version as the engine's pages take it. */
export function typeOfDefinition(
  definition: Pick<TypeDefinition, "meta" | "schema" | "uiSchema" | "sections">,
): ApplicationType {
  return {
    meta: definition.meta as unknown as ApplicationMeta,
    schema: definition.schema as RJSFSchema,
    uiSchema: definition.uiSchema as UiSchema,
    sections: definition.sections as unknown as FormSection[],
  };
}

/** A published version of a type, ready to render (its validators loaded), with its number. */
export interface PublishedTypeVersion {
  type: ApplicationType;
  version: number;
}

/** Fetches and readies a definition; the pages of every type use it. */
export async function loadPublishedType(typeId: string, version?: number): Promise<PublishedTypeVersion> {
  const definition = await fetchTypeDefinition(typeId, version);
  const type = typeOfDefinition(definition);
  await ensurePublishedValidators(type.schema, definition.validatorsUrl);
  return { type, version: definition.version };
}

/**
 * The type a page renders: the newest published version (or `version`, an application's own),
 * once `enabled`. Until it arrives — or if it cannot be fetched — the page keeps `fallback`, the
 * repository's folder built into the client (version 1).
 */
export function usePublishedType(
  fallback: ApplicationType,
  { version, enabled = true }: { version?: number; enabled?: boolean } = {},
): { type: ApplicationType; version: number | undefined; ready: boolean } {
  const [state, setState] = useState<{ key: string; found?: PublishedTypeVersion; failed?: boolean }>();
  const key = `${fallback.meta.id}@${version ?? "latest"}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadPublishedType(fallback.meta.id, version)
      .then((found) => live && setState({ key, found }))
      .catch(() => live && setState({ key, failed: true }));
    return () => {
      live = false;
    };
  }, [fallback.meta.id, version, enabled, key]);
  const current = state?.key === key ? state : undefined;
  return {
    type: current?.found?.type ?? fallback,
    version: current?.found?.version,
    ready: Boolean(current),
  };
}
