import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type ApplicationFolder,
  type ApplicationType,
  checkApplicationTypes,
} from "../../../schema/applicationTypes";
import type { UiFragmentLibrary } from "../../../schema/applicationTypes/uiFragments";
import type { SchemaLibrary } from "../../../schema/bundleSchema";
import { createAjv } from "../../../schema/createAjv";
import type { TypeFiles } from "../../../schema/publishedTypes/checkTypeFiles";
import { freezeSchema, frozenFolder, NO_SHARED_PIECES } from "../../../schema/publishedTypes/frozenVersion";
import { diffFormSchemas, type FieldChange } from "../../../schema/publishedTypes/schemaDiff";
import { applicationTypeVersions } from "../../db/applicationTypeVersions";
import type { Db } from "../../db/database";
import type { FieldError } from "../../errors";
import { type ApplicationForm, toApplicationForm } from "../applications/applicationForms";
import { recordAudit, SYSTEM_ACTOR } from "../audit/auditService";
import { dependentLookupRules } from "../lookups/dependentLookups";
import { TypeChecker } from "./typeChecker";
import { publishedValidatorModule } from "./validatorModule";

type Row = typeof applicationTypeVersions.$inferSelect;
type Json = Record<string, unknown>;

export type { TypeFiles };

/** One checked version of a type. */
export interface TypeVersion {
  typeKey: string;
  version: number;
  type: ApplicationType;
  publishedAt: Date | null;
}

/** Who published the versions that come from the repository's folders. */
export const REPOSITORY = "schemas/applications (repository)";

/** The same files as written, and the same frozen bundle (a common piece may have changed since). */
const sameVersion = (
  row: Pick<Row, "meta" | "schema" | "uiSchema" | "bundledSchema">,
  files: TypeFiles,
  bundle: Json,
) =>
  JSON.stringify([row.meta, row.schema, row.uiSchema, row.bundledSchema]) ===
  JSON.stringify([files.meta, files.schema, files.uiSchema, bundle]);

/**
 * Application types as versions in the database (migration 0170): the repository's folders are
 * version 1 of each type (seeded at start), a registry officer publishes the next ones. The
 * server validates an application with the version it was filled with, compiled once per
 * type and version (ajv at run time: the server has no CSP), and serves the browser the same
 * validators as a standalone module (validatorModule.ts).
 *
 * `live` is the app's `applicationTypes` list (the newest published version of each type), kept
 * up to date in place on publish so the applicant sign-in and the invoices see a new type at once.
 */
export class ApplicationTypeRegistry {
  private readonly versions = new Map<string, TypeVersion>();
  private readonly forms = new Map<string, ApplicationForm>();
  private readonly modules = new Map<string, string>();
  /** Validator modules of checked, unpublished drafts (the editor's live preview), by hash. */
  private readonly previews = new Map<string, string>();
  /** `publishedStamp()` when `live` was last loaded. */
  private loadedStamp = "";
  /** The editor's checks, off the request thread. */
  private readonly checker: TypeChecker;

  constructor(
    private readonly db: () => Db,
    private readonly folders: readonly ApplicationFolder[],
    private readonly library: SchemaLibrary,
    private readonly live: ApplicationType[],
    /** schemas/common's UI fragments: files pasted into the editor may `$ref` them. */
    fragments: UiFragmentLibrary = {},
  ) {
    this.checker = new TypeChecker(library, fragments);
  }

  /** Stops the check worker (the server is closing). */
  close(): void {
    this.checker.close();
  }

  /**
   * Bundles the published versions stored before versions were frozen (migration 0280), then
   * seeds each folder as version 1 of its type (once); a folder a later deploy changed — its files,
   * or a common piece it uses, so its bundle — is published as the type's next version (by the
   * repository, audited), so code changes still reach new forms while old versions keep theirs.
   * Then loads the newest published versions.
   */
  async start(): Promise<void> {
    await this.freezeUnbundled();
    for (const folder of this.folders) {
      const rows = await this.db()
        .select()
        .from(applicationTypeVersions)
        .where(
          and(
            eq(applicationTypeVersions.typeKey, folder.folder),
            eq(applicationTypeVersions.status, "published"),
          ),
        )
        .orderBy(desc(applicationTypeVersions.version));
      const fromRepository = rows.find((row) => row.publishedByName === REPOSITORY);
      const files = { meta: folder.meta as Json, schema: folder.schema as Json, uiSchema: folder.ui as Json };
      const bundledSchema = freezeSchema(folder.folder, files.schema, this.library);
      if (fromRepository && sameVersion(fromRepository, files, bundledSchema)) continue;
      if (!fromRepository && rows.length > 0) continue;
      const version = (rows[0]?.version ?? 0) + 1;
      const [inserted] = await this.db()
        .insert(applicationTypeVersions)
        .values({
          typeKey: folder.folder,
          version,
          ...files,
          bundledSchema,
          status: "published",
          publishedByName: REPOSITORY,
          publishedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ version: applicationTypeVersions.version });
      if (inserted && version > 1)
        await recordAudit(this.db(), {
          ...SYSTEM_ACTOR,
          action: "publish",
          entity: "application_type_versions",
          entityId: `${folder.folder}@${version}`,
          before: { version: version - 1 },
          after: { typeKey: folder.folder, version, from: REPOSITORY },
        });
    }
    await this.reload();
  }

  /**
   * Published rows from before migration 0280 have no bundle: they get one from the pieces as they
   * are now (the nearest to what they asked that can still be known), once.
   */
  private async freezeUnbundled(): Promise<void> {
    const rows = await this.db()
      .select()
      .from(applicationTypeVersions)
      .where(
        and(eq(applicationTypeVersions.status, "published"), isNull(applicationTypeVersions.bundledSchema)),
      );
    for (const row of rows) {
      await this.db()
        .update(applicationTypeVersions)
        .set({ bundledSchema: freezeSchema(row.typeKey, row.schema, this.library) })
        .where(eq(applicationTypeVersions.id, row.id));
    }
  }

  /** Published rows checked from their frozen bundles alone (no shared piece is looked up). */
  private checkFrozen(rows: readonly Row[]): ApplicationType[] {
    const frozen = rows.every((row) => row.bundledSchema != null);
    return checkApplicationTypes(rows.map(frozenFolder), frozen ? NO_SHARED_PIECES : this.library);
  }

  /** The newest published row of every type. */
  private async latestRows(): Promise<Row[]> {
    return this.db()
      .selectDistinctOn([applicationTypeVersions.typeKey])
      .from(applicationTypeVersions)
      .where(eq(applicationTypeVersions.status, "published"))
      .orderBy(applicationTypeVersions.typeKey, desc(applicationTypeVersions.version));
  }

  /** Refreshes `live` from the database. */
  async reload(): Promise<void> {
    const stamp = await this.publishedStamp();
    const rows = await this.latestRows();
    const types = this.checkFrozen(rows);
    this.live.splice(0, this.live.length, ...types);
    this.loadedStamp = stamp;
  }

  /** What identifies the set of published versions: how many there are and the newest publish. */
  private async publishedStamp(): Promise<string> {
    const [row] = await this.db()
      .select({
        count: sql<number>`count(*)`,
        newest: sql<string | null>`max(${applicationTypeVersions.publishedAt})::text`,
      })
      .from(applicationTypeVersions)
      .where(eq(applicationTypeVersions.status, "published"));
    return `${row?.count ?? 0}/${row?.newest ?? ""}`;
  }

  /**
   * Reloads `live` when another server process has published since this one last loaded (one
   * small aggregate query); answers whether it did. `watch` runs it on a timer.
   */
  async refreshIfPublishedElsewhere(): Promise<boolean> {
    if ((await this.publishedStamp()) === this.loadedStamp) return false;
    await this.reload();
    return true;
  }

  /**
   * Polls for versions published by other processes every `everyMs`, so their sign-in and invoice
   * lists follow within that time without a restart. Answers a stop function.
   */
  watch(everyMs: number, onError: (error: unknown) => void): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.refreshIfPublishedElsewhere()
        .catch(onError)
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private checkOne(row: Row): ApplicationType {
    const [type] = this.checkFrozen([row]);
    if (!type) throw new Error(`application type ${row.typeKey} did not check`);
    return type;
  }

  /** The newest published version number of `typeKey`, or undefined when there is no such type. */
  async latestVersion(typeKey: string): Promise<number | undefined> {
    const [row] = await this.db()
      .select({ version: sql<number>`max(${applicationTypeVersions.version})` })
      .from(applicationTypeVersions)
      .where(
        and(eq(applicationTypeVersions.typeKey, typeKey), eq(applicationTypeVersions.status, "published")),
      );
    return row?.version == null ? undefined : Number(row.version);
  }

  /** A published version, checked; undefined when there is none. Cached (a published version never changes). */
  async version(typeKey: string, version: number): Promise<TypeVersion | undefined> {
    const key = `${typeKey}@${version}`;
    const cached = this.versions.get(key);
    if (cached) return cached;
    const [row] = await this.db()
      .select()
      .from(applicationTypeVersions)
      .where(
        and(
          eq(applicationTypeVersions.typeKey, typeKey),
          eq(applicationTypeVersions.version, version),
          eq(applicationTypeVersions.status, "published"),
        ),
      );
    if (!row) return undefined;
    const found: TypeVersion = { typeKey, version, type: this.checkOne(row), publishedAt: row.publishedAt };
    this.versions.set(key, found);
    return found;
  }

  async latest(typeKey: string): Promise<TypeVersion | undefined> {
    const version = await this.latestVersion(typeKey);
    return version === undefined ? undefined : this.version(typeKey, version);
  }

  /** The server's validator of a version, compiled on first use and cached by type and version. */
  async form(typeKey: string, version: number): Promise<ApplicationForm | undefined> {
    const key = `${typeKey}@${version}`;
    const cached = this.forms.get(key);
    if (cached) return cached;
    const found = await this.version(typeKey, version);
    if (!found) return undefined;
    // A new ajv per version: every version of a type carries the same `$id`.
    const validate = createAjv().compile(found.type.schema);
    const form = toApplicationForm(
      typeKey,
      version,
      validate,
      dependentLookupRules(found.type.schema),
      found.type.uiSchema,
    );
    this.forms.set(key, form);
    return form;
  }

  /** The browser's validators of a published version, as an ES module (validatorModule.ts). */
  async validatorModule(typeKey: string, version: number): Promise<string | undefined> {
    const key = `${typeKey}@${version}`;
    const cached = this.modules.get(key);
    if (cached) return cached;
    const found = await this.version(typeKey, version);
    if (!found) return undefined;
    const code = publishedValidatorModule(found.type, `${typeKey} version ${version}`);
    this.modules.set(key, code);
    return code;
  }

  previewModule(hash: string): string | undefined {
    return this.previews.get(hash);
  }

  /** What changed in the form between two published versions of a type. */
  async changes(typeKey: string, from: number, to: number): Promise<FieldChange[]> {
    const [before, after] = await Promise.all([this.version(typeKey, from), this.version(typeKey, to)]);
    if (!before || !after) return [];
    return diffFormSchemas(before.type.schema, after.type.schema);
  }

  /**
   * Checks files for `typeKey` as they would be published (`checkTypeFiles`: size caps, meta-schema,
   * safe patterns, the folder checks against the other types' newest versions, a strict compile),
   * in the check worker. Answers the problems (empty: publishable) and the checked type.
   */
  async check(
    typeKey: string,
    files: TypeFiles,
  ): Promise<{ problems: FieldError[]; type?: ApplicationType; files?: TypeFiles }> {
    return (await this.checkInWorker(typeKey, files, false)).result;
  }

  private async checkInWorker(typeKey: string, files: TypeFiles, preview: boolean) {
    const others = (await this.latestRows()).filter((row) => row.typeKey !== typeKey).map(folderOf);
    return this.checker.check({ typeKey, files, others, preview });
  }

  /** Checks a draft for the editor's live preview and keeps its browser validators under a hash. */
  async preview(
    typeKey: string,
    files: TypeFiles,
  ): Promise<{ problems: FieldError[]; type?: ApplicationType; hash?: string }> {
    const { result, code } = await this.checkInWorker(typeKey, files, true);
    if (!result.type || code === undefined) return result;
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 32);
    this.previews.delete(hash);
    this.previews.set(hash, code);
    // Only the last few previews are kept: they are for the editor open now.
    while (this.previews.size > 32) this.previews.delete(this.previews.keys().next().value as string);
    return { ...result, hash };
  }

  /** Every version and draft of every type, newest first, for the registry's list. */
  async list(): Promise<Row[]> {
    return this.db()
      .select()
      .from(applicationTypeVersions)
      .orderBy(applicationTypeVersions.typeKey, desc(applicationTypeVersions.version));
  }

  /** The row of a type's version (a draft too), as stored. */
  async row(typeKey: string, version: number): Promise<Row | undefined> {
    const [row] = await this.db()
      .select()
      .from(applicationTypeVersions)
      .where(and(eq(applicationTypeVersions.typeKey, typeKey), eq(applicationTypeVersions.version, version)));
    return row;
  }

  /** Publishes files as the next version of `typeKey` (a new type's first). */
  async publish(
    tx: Db,
    typeKey: string,
    files: TypeFiles,
    by: { id: number | null; name: string | null },
    now = new Date(),
  ): Promise<{ version: number; previous?: number }> {
    const [top] = await tx
      .select({ version: sql<number>`max(${applicationTypeVersions.version})` })
      .from(applicationTypeVersions)
      .where(
        and(eq(applicationTypeVersions.typeKey, typeKey), eq(applicationTypeVersions.status, "published")),
      );
    const previous = top?.version == null ? undefined : Number(top.version);
    const version = (previous ?? 0) + 1;
    // The draft of this type (the editor's work) becomes the published version.
    await tx
      .delete(applicationTypeVersions)
      .where(and(eq(applicationTypeVersions.typeKey, typeKey), eq(applicationTypeVersions.status, "draft")));
    await tx.insert(applicationTypeVersions).values({
      typeKey,
      version,
      meta: files.meta,
      schema: files.schema,
      uiSchema: files.uiSchema,
      bundledSchema: freezeSchema(typeKey, files.schema, this.library),
      status: "published",
      publishedBy: by.id,
      publishedByName: by.name,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return { version, ...(previous === undefined ? {} : { previous }) };
  }

  /** Saves the editor's unpublished work as the type's one draft. */
  async saveDraft(typeKey: string, files: TypeFiles, now = new Date()): Promise<number> {
    const latest = (await this.latestVersion(typeKey)) ?? 0;
    const values = { meta: files.meta, schema: files.schema, uiSchema: files.uiSchema, updatedAt: now };
    const [updated] = await this.db()
      .update(applicationTypeVersions)
      .set({ ...values, version: latest + 1 })
      .where(and(eq(applicationTypeVersions.typeKey, typeKey), eq(applicationTypeVersions.status, "draft")))
      .returning({ version: applicationTypeVersions.version });
    if (updated) return updated.version;
    await this.db()
      .insert(applicationTypeVersions)
      .values({ typeKey, version: latest + 1, status: "draft", ...values, createdAt: now });
    return latest + 1;
  }
}

function folderOf(row: Pick<Row, "typeKey" | "meta" | "schema" | "uiSchema">): ApplicationFolder {
  return { folder: row.typeKey, meta: row.meta, schema: row.schema, ui: row.uiSchema };
}
