import { and, eq, isNull } from "drizzle-orm";
import { type ApplicationDraftData, applicationDrafts } from "../../db/applications";
import type { Db } from "../../db/database";
import { ConflictError, type FieldError, NotFoundError, ValidationError } from "../../errors";
import type { ApplicationForm } from "./applicationForms";
import { chargeDraftSave, chargeNewDraft, checkDraftSize, draftBytes } from "./draftLimits";

/** A draft as its owner sees it (no id, hash or address). */
export interface DraftView {
  applicationType: string;
  data: ApplicationDraftData;
  createdAt: string;
  updatedAt: string;
  /** When it was submitted; null while it is still a draft. */
  submittedAt: string | null;
  /** The application type version it was filled with (a submitted one keeps it). */
  typeVersion: number;
}

export interface DraftWrite {
  form: ApplicationForm;
  /** The signed-in applicant whose application it is (applicants/applicantGuard.ts). */
  applicantId: number;
  data: ApplicationDraftData;
  ip: string;
  now?: Date;
  /** Checks that need the database (a chosen LGA belongs to the chosen state); run on submit. */
  verify?: (data: ApplicationDraftData) => Promise<FieldError[]>;
}

export interface SavedDraft {
  draft: DraftView;
  /** Whether this save created the draft. */
  created: boolean;
}

export const NO_DRAFT = "You have no saved application yet.";
export const ALREADY_SUBMITTED =
  "This application has been submitted and can no longer be changed. If something must be corrected, please ask the admissions office to reset it.";

type Row = typeof applicationDrafts.$inferSelect;

function toView(row: Row): DraftView {
  return {
    applicationType: row.applicationType,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    typeVersion: row.typeVersion ?? 1,
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

const owned = (type: string, applicantId: number) =>
  and(eq(applicationDrafts.applicationType, type), eq(applicationDrafts.applicantId, applicantId));

async function findRow(db: Db, type: string, applicantId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(applicationDrafts).where(owned(type, applicantId)).limit(1);
  return row;
}

/** The applicant's draft of `type`; 404 when they have none (or it is another type's applicant). */
export async function readDraft(db: Db, type: string, applicantId: number): Promise<DraftView> {
  const row = await findRow(db, type, applicantId);
  if (!row) throw new NotFoundError(NO_DRAFT);
  return toView(row);
}

/** Updates the applicant's draft, or throws 409 if it is submitted; undefined when there is none. */
async function updateOpen(db: Db, input: DraftWrite, submit: boolean): Promise<Row | undefined> {
  const now = input.now ?? new Date();
  // "Not yet submitted" is part of the update itself, so two racing submits cannot both win.
  const [row] = await db
    .update(applicationDrafts)
    .set({
      data: input.data,
      updatedAt: now,
      ip: input.ip,
      // Saved with the newest version's form: the draft now belongs to that version.
      typeVersion: input.form.version,
      ...(submit ? { submittedAt: now } : {}),
    })
    .where(and(owned(input.form.type, input.applicantId), isNull(applicationDrafts.submittedAt)))
    .returning();
  if (row) return row;
  if (await findRow(db, input.form.type, input.applicantId)) throw new ConflictError(ALREADY_SUBMITTED);
  return undefined;
}

/**
 * Checks the size of a write (413 over the cap) and charges it to the draft it overwrites and to
 * the caller's address (draftLimits.ts). Answers the draft it would overwrite, if any, and the size.
 */
async function chargeWrite(db: Db, input: DraftWrite): Promise<{ row: Row | undefined; bytes: number }> {
  const bytes = checkDraftSize(input.data);
  const row = await findRow(db, input.form.type, input.applicantId);
  if (row?.submittedAt) throw new ConflictError(ALREADY_SUBMITTED);
  if (row) await chargeDraftSave(db, input.ip, input.applicantId, bytes - draftBytes(row.data));
  return { row, bytes };
}

/** Saves the whole draft; the applicant's first save creates it. */
export async function saveDraft(db: Db, sent: DraftWrite): Promise<SavedDraft> {
  checkSections(sent.form, sent.data);
  checkDraftSize(sent.data); // 413 before any file is read
  // Every uploaded file is checked by what its bytes are and stored re-encoded (files/formFiles.ts).
  const input = { ...sent, data: sent.form.checkFiles(sent.data) };
  const { row: existing, bytes } = await chargeWrite(db, input);
  const updated = existing ? await updateOpen(db, input, false) : undefined;
  if (updated) return { draft: toView(updated), created: false };
  await chargeNewDraft(db, input.ip, bytes);
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(applicationDrafts)
    .values({
      applicationType: input.form.type,
      applicantId: input.applicantId,
      data: input.data,
      createdAt: now,
      updatedAt: now,
      ip: input.ip,
      typeVersion: input.form.version,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { draft: toView(row), created: true };
  // Another first save of the same applicant won the race: this one overwrites it like any save.
  const raced = await updateOpen(db, input, false);
  if (!raced) throw new NotFoundError(NO_DRAFT);
  return { draft: toView(raced), created: false };
}

/**
 * Submits the application: the whole of it must pass the form schema (400 with each field's
 * message otherwise) and its files their content check; it is saved (files re-encoded) and
 * becomes read-only.
 */
export async function submitDraft(db: Db, sent: DraftWrite): Promise<DraftView> {
  checkSections(sent.form, sent.data);
  const errors = sent.form.validate(sent.data);
  if (errors.length > 0) throw new ValidationError(errors);
  const input = { ...sent, data: await sent.form.repaintFiles(sent.form.checkFiles(sent.data)) };
  // Only on data the schema accepted: these checks read values the schema has typed.
  const verified = (await input.verify?.(input.data)) ?? [];
  if (verified.length > 0) throw new ValidationError(verified);
  const { row: existing } = await chargeWrite(db, input);
  const row = existing ? await updateOpen(db, input, true) : undefined;
  if (!row) throw new NotFoundError(NO_DRAFT);
  return toView(row);
}

/** Discards the applicant's draft; a submitted application stays (409). */
export async function deleteDraft(db: Db, type: string, applicantId: number): Promise<void> {
  const row = await findRow(db, type, applicantId);
  if (!row) throw new NotFoundError(NO_DRAFT);
  if (row.submittedAt) throw new ConflictError(ALREADY_SUBMITTED);
  await db
    .delete(applicationDrafts)
    .where(and(eq(applicationDrafts.id, row.id), isNull(applicationDrafts.submittedAt)));
}
