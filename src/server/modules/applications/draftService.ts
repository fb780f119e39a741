import { and, eq, isNull } from "drizzle-orm";
import { type ApplicationDraftData, applicationDrafts } from "../../db/applications";
import type { Db } from "../../db/database";
import { ConflictError, type FieldError, NotFoundError, ValidationError } from "../../errors";
import type { ApplicationForm } from "./applicationForms";
import { chargeDraftSave, chargeNewDraft, checkDraftSize, draftBytes } from "./draftLimits";
import { hashDraftSecret, newDraftSecret } from "./draftSecret";

/** A draft as its owner sees it (no id, hash or address). */
export interface DraftView {
  applicationType: string;
  data: ApplicationDraftData;
  createdAt: string;
  updatedAt: string;
  /** When it was submitted; null while it is still a draft. */
  submittedAt: string | null;
}

export interface DraftWrite {
  form: ApplicationForm;
  /** The secret from the caller's cookie, if any. */
  secret: string | undefined;
  data: ApplicationDraftData;
  ip: string;
  now?: Date;
  /** Checks that need the database (a chosen LGA belongs to the chosen state); run on submit. */
  verify?: (data: ApplicationDraftData) => Promise<FieldError[]>;
}

export interface SavedDraft {
  draft: DraftView;
  /** Set when this save created the draft: the secret the caller must keep (in its cookie). */
  newSecret?: string;
}

export const NO_DRAFT = "No saved application was found in this browser.";
export const ALREADY_SUBMITTED = "This application has been submitted and can no longer be changed.";

type Row = typeof applicationDrafts.$inferSelect;

function toView(row: Row): DraftView {
  return {
    applicationType: row.applicationType,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** Draft keys must be the form's sections: the table holds applications, not arbitrary JSON. */
function checkSections(form: ApplicationForm, data: ApplicationDraftData): void {
  const unknown = Object.keys(data).filter((key) => !form.sections.has(key));
  if (unknown.length > 0)
    throw new ValidationError(
      unknown.map((key) => ({ path: key, message: `${key} is not an allowed field` })),
    );
}

const owned = (type: string, secret: string) =>
  and(eq(applicationDrafts.applicationType, type), eq(applicationDrafts.secretHash, hashDraftSecret(secret)));

async function findRow(db: Db, type: string, secret: string | undefined): Promise<Row | undefined> {
  if (!secret) return undefined;
  const [row] = await db.select().from(applicationDrafts).where(owned(type, secret)).limit(1);
  return row;
}

/** The caller's draft of `type`; 404 when their secret opens none. */
export async function readDraft(db: Db, type: string, secret: string | undefined): Promise<DraftView> {
  const row = await findRow(db, type, secret);
  if (!row) throw new NotFoundError(NO_DRAFT);
  return toView(row);
}

/** Updates the draft `secret` opens, or throws 409 if it is submitted; undefined when there is none. */
async function updateOpen(db: Db, input: DraftWrite, submit: boolean): Promise<Row | undefined> {
  if (!input.secret) return undefined;
  const now = input.now ?? new Date();
  // "Not yet submitted" is part of the update itself, so two racing submits cannot both win.
  const [row] = await db
    .update(applicationDrafts)
    .set({ data: input.data, updatedAt: now, ip: input.ip, ...(submit ? { submittedAt: now } : {}) })
    .where(and(owned(input.form.type, input.secret), isNull(applicationDrafts.submittedAt)))
    .returning();
  if (row) return row;
  if (await findRow(db, input.form.type, input.secret)) throw new ConflictError(ALREADY_SUBMITTED);
  return undefined;
}

/**
 * Checks the size of a write (413 over the cap) and charges it to the draft it overwrites and to
 * the caller's address (draftLimits.ts). Answers the draft it would overwrite, if any, and the size.
 */
async function chargeWrite(db: Db, input: DraftWrite): Promise<{ row: Row | undefined; bytes: number }> {
  const bytes = checkDraftSize(input.data);
  const row = await findRow(db, input.form.type, input.secret);
  if (row?.submittedAt) throw new ConflictError(ALREADY_SUBMITTED);
  if (row) await chargeDraftSave(db, input.ip, row.secretHash, bytes - draftBytes(row.data));
  return { row, bytes };
}

/**
 * Saves the whole draft. A caller whose secret opens no draft (none yet, or an old cookie) gets a
 * new draft with a new secret: a secret is never taken from the caller, so nobody can plant one.
 */
export async function saveDraft(db: Db, input: DraftWrite): Promise<SavedDraft> {
  checkSections(input.form, input.data);
  const { row: existing, bytes } = await chargeWrite(db, input);
  const updated = existing ? await updateOpen(db, input, false) : undefined;
  if (updated) return { draft: toView(updated) };
  await chargeNewDraft(db, input.ip, bytes);
  const secret = newDraftSecret();
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(applicationDrafts)
    .values({
      applicationType: input.form.type,
      data: input.data,
      secretHash: hashDraftSecret(secret),
      createdAt: now,
      updatedAt: now,
      ip: input.ip,
    })
    .returning();
  return { draft: toView(row!), newSecret: secret };
}

/**
 * Submits the application: the whole of it must pass the form schema (400 with each field's
 * message otherwise); it is saved as sent and becomes read-only.
 */
export async function submitDraft(db: Db, input: DraftWrite): Promise<DraftView> {
  checkSections(input.form, input.data);
  const errors = input.form.validate(input.data);
  if (errors.length > 0) throw new ValidationError(errors);
  // Only on data the schema accepted: these checks read values the schema has typed.
  const verified = (await input.verify?.(input.data)) ?? [];
  if (verified.length > 0) throw new ValidationError(verified);
  const { row: existing } = await chargeWrite(db, input);
  const row = existing ? await updateOpen(db, input, true) : undefined;
  if (!row) throw new NotFoundError(NO_DRAFT);
  return toView(row);
}

/** Discards the caller's draft; a submitted application stays (409). */
export async function deleteDraft(db: Db, type: string, secret: string | undefined): Promise<void> {
  const row = await findRow(db, type, secret);
  if (!row) throw new NotFoundError(NO_DRAFT);
  if (row.submittedAt) throw new ConflictError(ALREADY_SUBMITTED);
  await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.id, row.id), isNull(applicationDrafts.submittedAt)));
}
