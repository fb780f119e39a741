/**
 * The files of a schemas/applications/<type>/ folder and the error that lists what is wrong with
 * them: kept apart from the checker so the browser's first download (the metas) can resolve
 * `extends` without it.
 */

/** The files of a type folder. */
export const APPLICATION_FILES = {
  meta: "meta.json",
  schema: "form.schema.json",
  ui: "form.ui.json",
} as const;
export type FileKey = keyof typeof APPLICATION_FILES;

/** One folder's files as parsed JSON; a missing file is undefined. */
export interface ApplicationFolder {
  readonly folder: string;
  readonly meta?: unknown;
  readonly schema?: unknown;
  readonly ui?: unknown;
}

/** Every problem found in the folders, one line each, naming the file. */
export class ApplicationTypeError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Application types in schemas/applications are broken:\n  ${problems.join("\n  ")}`);
    this.name = "ApplicationTypeError";
  }
}

export function applicationFile(folder: string, file: FileKey): string {
  return `schemas/applications/${folder}/${APPLICATION_FILES[file]}`;
}

const FILE_PATH = /(?:^|\/)applications\/([^/]+)\/(meta\.json|form\.schema\.json|form\.ui\.json)$/;

/**
 * Groups files by folder from their paths (`…/applications/nce/meta.json` → folder "nce"), as
 * `import.meta.glob` or a directory walk gives them. Paths of other files are ignored.
 */
export function groupApplicationFiles(files: Readonly<Record<string, unknown>>): ApplicationFolder[] {
  const byFolder = new Map<string, Partial<Record<FileKey, unknown>>>();
  const keyOf = Object.fromEntries(
    Object.entries(APPLICATION_FILES).map(([key, name]) => [name, key]),
  ) as Record<string, FileKey>;
  for (const [path, content] of Object.entries(files)) {
    const match = FILE_PATH.exec(path.split("\\").join("/"));
    if (!match?.[1] || !match[2]) continue;
    const entry = byFolder.get(match[1]) ?? {};
    entry[keyOf[match[2]] as FileKey] = content;
    byFolder.set(match[1], entry);
  }
  return [...byFolder.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, entry]) => ({ folder, ...entry }));
}
