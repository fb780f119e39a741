import type { ResourceFile } from "./resourceFile";
import { menuProblemOf } from "./resourceMenu";
import { ResourceFileError, resourceModelOf, resourceModelsOf, whereOf } from "./resourceModel";

/**
 * The checked loader of resource files, shared by the server (files read from disk), the build
 * (precompiled validators) and the browser (Vite's glob): the same checks, the same bounded
 * schemas everywhere.
 */

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** Enough of a shape check that the rest of the code can trust the `ResourceFile` type. */
export function checkResourceFile(value: unknown, where: string): ResourceFile {
  const fail = (what: string): never => {
    throw new ResourceFileError(`${where}: ${what}`);
  };
  if (!isRecord(value)) return fail("must hold a JSON object");
  for (const key of ["name", "title", "singular", "route", "table"]) {
    if (typeof value[key] !== "string" || value[key] === "") fail(`"${key}" must be a non-empty string`);
  }
  const access = value.access;
  if (!isRecord(access) || !stringList(access.read) || !stringList(access.write))
    fail(`"access" must be { "read": [roles], "write": [roles] }`);
  if (!isRecord(value.schema) || !isRecord(value.schema.properties))
    fail(`"schema" must be an object schema with "properties"`);
  const grid = value.grid;
  if (!isRecord(grid) || !Array.isArray(grid.columns)) fail(`"grid.columns" must be a list`);
  const rowActions = isRecord(grid) ? grid.rowActions : undefined;
  if (rowActions !== undefined && (!Array.isArray(rowActions) || !rowActions.every(isRecord)))
    fail(`"grid.rowActions" must be a list of actions`);
  if (value.examples !== undefined) {
    const examples = value.examples;
    if (!isRecord(examples) || !Array.isArray(examples.valid) || !examples.valid.every(isRecord))
      fail(`"examples.valid" must be a list of rows`);
    const fixtures = isRecord(examples) ? examples.fixtures : undefined;
    if (fixtures !== undefined && (!Array.isArray(fixtures) || !fixtures.every(isRecord)))
      fail(`"examples.fixtures" must be a list of rows`);
  }
  const menuProblem = menuProblemOf(value.menu);
  if (menuProblem) fail(menuProblem);
  return value as unknown as ResourceFile;
}

export interface ResourceFileEntry {
  /** The file's name, e.g. "departments.json"; the resource must be named after it. */
  fileName: string;
  /** The parsed JSON. */
  content: unknown;
}

/**
 * Checks every file, on its own and against the others (`resourceModelsOf`), and answers them in
 * file-name order with their schemas' integers bounded by their columns. Throws a
 * `ResourceFileError` naming the file.
 */
/**
 * One file through the same check and bounding as `loadResourceFiles`, for a screen that loads
 * only its own file. What crosses files (lookups some file provides, unique names) is checked
 * over the whole folder by the server at start-up and by the tests.
 */
export function loadResourceFile({ fileName, content }: ResourceFileEntry): ResourceFile {
  const where = `schemas/resources/${fileName}`;
  const file = checkResourceFile(content, where);
  if (`${file.name}.json` !== fileName)
    throw new ResourceFileError(
      `${where}: "name" must be "${fileName.replace(/\.json$/, "")}" (the file name)`,
    );
  const { schema } = resourceModelOf(file);
  return schema === file.schema ? file : { ...file, schema };
}

export function loadResourceFiles(entries: readonly ResourceFileEntry[]): ResourceFile[] {
  const sorted = [...entries].sort((a, b) =>
    a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
  );
  const files = sorted.map(({ fileName, content }) => {
    const where = `schemas/resources/${fileName}`;
    const file = checkResourceFile(content, where);
    if (`${file.name}.json` !== fileName)
      throw new ResourceFileError(
        `${where}: "name" must be "${fileName.replace(/\.json$/, "")}" (the file name)`,
      );
    return file;
  });
  const { resources } = resourceModelsOf(files);
  return files.map((file) => {
    const model = resources.get(file.name);
    if (!model) throw new ResourceFileError(`${whereOf(file.name)}: no model`);
    return model.schema === file.schema ? file : { ...file, schema: model.schema };
  });
}
