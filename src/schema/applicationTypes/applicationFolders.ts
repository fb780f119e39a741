import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { bundleSchema, type SchemaLibrary } from "../bundleSchema";
import { type FormSection, resolveSections } from "../formSections";
import {
  APPLICATION_FILES,
  type ApplicationFolder,
  ApplicationTypeError,
  applicationFile,
  groupApplicationFiles,
} from "./applicationFile";
import { APPLICATION_TYPE_ID, type ApplicationMeta, readApplicationMeta } from "./applicationMeta";
import { type ApplicationPage, applicationRoutes, SHARED_PAGES } from "./applicationRoutes";
import { withRuleHints } from "./ruleHints";
import { applyTypeLimits } from "./typeLimits";

export {
  APPLICATION_FILES,
  type ApplicationFolder,
  ApplicationTypeError,
  applicationFile,
  groupApplicationFiles,
};

/**
 * The one checked loader of schemas/applications/<type>/ folders. It takes the files as parsed
 * JSON, so the server (files read from disk), the build's precompile step and the browser (Vite's
 * import.meta.glob) all run the same checks and get the same bundled, limited schema — the one the
 * precompiled validators were made for. Anything wrong fails here with a message naming the file.
 */

/** An application type ready to render and validate. */
export interface ApplicationType {
  readonly meta: ApplicationMeta;
  /** Bundled (every `$ref` inlined) with the type's limits applied: what both sides validate. */
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  /** The wizard's steps and the document's sections. */
  readonly sections: readonly FormSection[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads and cross-checks the folders' meta.json files; problems are added to `problems`. */
function readMetas(folders: readonly ApplicationFolder[], problems: string[]): Map<string, ApplicationMeta> {
  const metas = new Map<string, ApplicationMeta>();
  const routeOwners = new Map<string, { folder: string; page: ApplicationPage }>();
  const modeOwners = new Map<number, string>();
  for (const { folder, meta: value } of folders) {
    const file = applicationFile(folder, "meta");
    if (!APPLICATION_TYPE_ID.test(folder)) {
      problems.push(`schemas/applications/${folder}: a folder name is lower-case letters, digits and _`);
      continue;
    }
    if (value === undefined) {
      problems.push(`${file}: missing`);
      continue;
    }
    const { meta, problems: found } = readApplicationMeta(value);
    for (const problem of found) problems.push(`${file}: ${problem}`);
    if (!meta) continue;
    if (meta.id !== folder) {
      problems.push(`${file}: "id" is "${meta.id}" but the folder is "${folder}"`);
      continue;
    }
    for (const { path, page } of applicationRoutes(meta)) {
      const owner = routeOwners.get(path);
      // Invoice pages may be shared (one generic page per path); any other reuse is a clash.
      const shared = owner && owner.page === page && owner.folder !== folder && SHARED_PAGES.has(page);
      if (owner && !shared) {
        problems.push(`${file}: route ${path} (${page}) is also ${owner.folder}'s ${owner.page} route`);
      } else if (!owner) routeOwners.set(path, { folder, page });
    }
    const modes: [mode: number, field: string][] = [
      [meta.applicationMode, '"applicationMode"'],
      ...meta.variants.map((variant, index): [number, string] => [
        variant.applicationMode,
        `"variants[${index}].applicationMode"`,
      ]),
    ];
    for (const [mode, field] of modes) {
      const modeOwner = modeOwners.get(mode);
      if (modeOwner) problems.push(`${file}: ${field} ${mode} is also ${modeOwner}'s`);
      else modeOwners.set(mode, folder);
    }
    metas.set(folder, meta);
  }
  return metas;
}

/**
 * The types' meta.json files only, checked alone and against each other (ids, routes, modes):
 * enough for the route table and the landing cards, which must not carry every form schema.
 */
export function checkApplicationMetas(folders: readonly ApplicationFolder[]): ApplicationMeta[] {
  const problems: string[] = [];
  const metas = readMetas(folders, problems);
  if (problems.length > 0) throw new ApplicationTypeError(problems);
  return [...metas.values()];
}

/**
 * Every folder checked whole: meta.json as above, the three files present, form.schema.json's
 * `$id`, its `$ref`s into `library` (schemas/common), the limits (each one taken by some piece),
 * and the steps (each names a section; every section is in one step).
 */
export function checkApplicationTypes(
  folders: readonly ApplicationFolder[],
  library: SchemaLibrary,
): ApplicationType[] {
  const problems: string[] = [];
  const metas = readMetas(folders, problems);
  const types: ApplicationType[] = [];
  for (const { folder, schema, ui } of folders) {
    const meta = metas.get(folder);
    const schemaFile = applicationFile(folder, "schema");
    const uiFile = applicationFile(folder, "ui");
    if (!isObject(schema))
      problems.push(`${schemaFile}: ${schema === undefined ? "missing" : "must be a JSON object"}`);
    if (!isObject(ui)) problems.push(`${uiFile}: ${ui === undefined ? "missing" : "must be a JSON object"}`);
    if (!meta || !isObject(schema) || !isObject(ui)) continue;
    const id = `applications/${folder}/form.schema.json`;
    if (schema.$id !== id) {
      problems.push(`${schemaFile}: "$id" must be "${id}", found ${JSON.stringify(schema.$id)}`);
      continue;
    }
    let limited: RJSFSchema;
    try {
      const result = applyTypeLimits(bundleSchema(id, { ...library, [id]: schema }), meta.limits);
      for (const name of result.unused) {
        problems.push(
          `${applicationFile(folder, "meta")}: "limits.${name}" is taken by no piece of form.schema.json`,
        );
      }
      for (const conflict of result.conflicts)
        problems.push(`${applicationFile(folder, "meta")}: ${conflict}`);
      limited = result.schema as RJSFSchema;
    } catch (error) {
      problems.push(`${schemaFile}: ${messageOf(error)}`);
      continue;
    }
    const hinted = withRuleHints(limited, ui);
    problems.push(...hinted.problems.map((problem) => `${uiFile}: ${problem}`));
    try {
      const sections = resolveSections(limited, hinted.uiSchema, meta.steps);
      types.push({ meta, schema: limited, uiSchema: hinted.uiSchema, sections });
    } catch (error) {
      const where =
        "ui:steps" in ui
          ? `${uiFile}: "ui:steps"`
          : meta.steps
            ? `${applicationFile(folder, "meta")}: "steps"`
            : `${uiFile}: "ui:order"`;
      problems.push(`${where}: ${messageOf(error)}`);
    }
  }
  if (problems.length > 0) throw new ApplicationTypeError(problems);
  return types;
}
