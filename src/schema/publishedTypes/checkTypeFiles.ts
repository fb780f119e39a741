import {
  type ApplicationFolder,
  type ApplicationType,
  ApplicationTypeError,
  checkApplicationTypes,
} from "../applicationTypes";
import { APPLICATION_TYPE_ID } from "../applicationTypes/applicationMeta";
import { resolveApplicationFolders } from "../applicationTypes/resolveFolders";
import type { UiFragmentLibrary } from "../applicationTypes/uiFragments";
import type { SchemaLibrary } from "../bundleSchema";
import { createAjv } from "../createAjv";
import { checkFormSchema, checkUiOrder, checkUiSchema, type MetaSchemaProblem } from "./metaSchemaCheck";
import { bundledSizeProblems, typeSizeProblems } from "./typeSize";

type Json = Record<string, unknown>;

/** A type's three files as the editor sends them. */
export interface TypeFiles {
  meta: Json;
  schema: Json;
  uiSchema: Json;
}

export interface TypeCheckInput {
  typeKey: string;
  files: TypeFiles;
  /** The newest published version of every other type (routes and modes must stay unique). */
  others: readonly ApplicationFolder[];
  /** schemas/common's pieces by `$id`. */
  library: SchemaLibrary;
  /** schemas/common's UI fragments (`*.ui.json`) by path, for files that `$ref` them. */
  fragments?: UiFragmentLibrary;
}

export interface TypeCheckResult {
  /** Empty: publishable. */
  problems: MetaSchemaProblem[];
  /** The checked type (bundled, limits applied) when there are no problems. */
  type?: ApplicationType;
  /**
   * The files as a version stores them: `extends` and UI fragment `$ref`s resolved (a version holds
   * its type whole, as the folders on disk are stored). Present when there are no problems.
   */
  files?: TypeFiles;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Lines of `ApplicationTypeError` ("schemas/applications/x/meta.json: …") as problems of a file. */
function folderProblems(error: unknown): MetaSchemaProblem[] {
  if (!(error instanceof ApplicationTypeError)) throw error;
  return error.problems.map((line) => {
    const match =
      /^schemas\/applications\/[^/]+\/(meta\.json|form\.schema\.json|form\.ui\.json): (.*)$/s.exec(line);
    const file = match?.[1];
    const path = file === "meta.json" ? "meta" : file === "form.ui.json" ? "uiSchema" : "schema";
    return { path, message: match?.[2] ?? line };
  });
}

/**
 * Checks files for a type as they would be published, cheapest first: the size caps (typeSize.ts),
 * the meta-schema (engine keywords, widgets, shared parts, safe patterns), the folder checks every
 * type passes (meta fields, routes and modes unique among `others`, limits, steps), every
 * `ui:order`, and a strict compile. Framework-free and synchronous: the server runs it in a worker
 * thread (modules/applicationTypes/typeCheckWorker.ts) so a large type never blocks requests.
 */
export function checkTypeFiles({
  typeKey,
  files: written,
  others,
  library,
  fragments = {},
}: TypeCheckInput): TypeCheckResult {
  if (!APPLICATION_TYPE_ID.test(typeKey))
    return { problems: [{ path: "typeKey", message: "a type key is lower-case letters, digits and _" }] };
  const tooLarge = typeSizeProblems(written);
  if (tooLarge.length > 0) return { problems: tooLarge };
  // Pasted files may be written as the folders on disk are: `extends` another type, UI fragments.
  let files: TypeFiles;
  try {
    files = resolvedFiles(typeKey, written, others, fragments);
  } catch (error) {
    return { problems: folderProblems(error) };
  }
  const problems = [...checkFormSchema(files.schema, typeKey, library), ...checkUiSchema(files.uiSchema)];
  if (!isObject(files.meta)) problems.push({ path: "meta", message: "meta must be a JSON object" });
  if (problems.length > 0) return { problems };
  let type: ApplicationType | undefined;
  try {
    const checked = checkApplicationTypes(
      [...others, { folder: typeKey, meta: files.meta, schema: files.schema, ui: files.uiSchema }],
      library,
    );
    type = checked.find((candidate) => candidate.meta.id === typeKey);
  } catch (error) {
    return { problems: folderProblems(error) };
  }
  if (!type) return { problems: [{ path: "meta", message: "the type did not check" }] };
  const bundledTooLarge = bundledSizeProblems(type.schema);
  if (bundledTooLarge.length > 0) return { problems: bundledTooLarge };
  const orderProblems = checkUiOrder(type.schema, type.uiSchema);
  if (orderProblems.length > 0) return { problems: orderProblems };
  try {
    createAjv().compile(type.schema);
  } catch (error) {
    return {
      problems: [{ path: "schema", message: error instanceof Error ? error.message : String(error) }],
    };
  }
  return { problems: [], type, files };
}

/**
 * The files with `extends` (a type among `others`, stored whole) and UI fragment `$ref`s resolved
 * by the folders' own resolver (resolveFolders.ts); files using neither come back as they are.
 */
function resolvedFiles(
  typeKey: string,
  files: TypeFiles,
  others: readonly ApplicationFolder[],
  fragments: UiFragmentLibrary,
): TypeFiles {
  const own: ApplicationFolder = {
    folder: typeKey,
    meta: files.meta,
    schema: files.schema,
    ui: files.uiSchema,
  };
  const resolved = resolveApplicationFolders([...others, own], fragments).find(
    (folder) => folder.folder === typeKey,
  );
  if (!resolved || !isObject(resolved.meta) || !isObject(resolved.schema) || !isObject(resolved.ui))
    return files;
  return { meta: resolved.meta, schema: resolved.schema, uiSchema: resolved.ui };
}
