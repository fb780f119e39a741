import { sql } from "drizzle-orm";
import {
  type SundryHistoryQuery,
  type SundryInvoiceRequest,
  type SundryItems,
  type SundryPayerDetails,
  sundryHistoryQuerySchema,
  type TranscriptRequest,
} from "../../../../contract/sundry";
import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import { localPhone, maskPhone } from "../../../../schema/phoneNumber";
import type { Db } from "../../../db/database";
import { ConflictError, type FieldError, NotFoundError, ValidationError } from "../../../errors";
import { addressKey } from "../../rateLimit/addressKey";
import { enforceRateLimit, type RateLimitRule } from "../../rateLimit/rateLimitService";
import { rowsOf } from "../../resources/sqlRows";
import { maskEmail } from "../documents/receiptMail";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { unknownField } from "./payerContext";
import { throttlePhoneLookup } from "./phoneLookupThrottle";

/** The fee item code of a transcript (the seed's and the bursary's convention). */
export const TRANSCRIPT_ITEM_CODE = "TRANSCRIPT";

interface SundryItemRow {
  fee_item_id: number;
  name: string;
  code: string;
  amount: string | number;
}

/**
 * The sundry items a member of the public may pay: those of the session's purpose-9 assignment
 * for everyone (no programme, student type, level or mode named). A more specific assignment
 * is for students, who pay from their own page.
 */
async function publicSundryItems(db: Db, sessionId: number): Promise<SundryItemRow[]> {
  return rowsOf<SundryItemRow>(
    db,
    sql`SELECT fi.id AS fee_item_id, fi.name, fi.code, fai.amount
FROM fee_assignments fa
JOIN fee_assignment_items fai ON fai.fee_assignment_id = fa.id
JOIN fee_items fi ON fi.id = fai.fee_item_id AND fi.active
WHERE fa.session_id = ${sessionId} AND fa.fee_purpose_id = ${feePurposeId("sundry")}
  AND fa.programme_id IS NULL AND fa.student_type_id IS NULL AND fa.level_id IS NULL
  AND fa.mode_of_study_id IS NULL
ORDER BY fi.name, fi.id`,
  );
}

/** The current session's public sundry items with their prices. */
export async function sundryItems(db: Db): Promise<SundryItems> {
  const [session] = await rowsOf<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM academic_sessions WHERE is_current LIMIT 1`,
  );
  if (!session) throw new ConflictError("No session is current; please contact the bursary.");
  const items = await publicSundryItems(db, session.id);
  return {
    sessionId: session.id,
    sessionName: session.name,
    items: items.map((item) => ({
      feeItemId: item.fee_item_id,
      name: item.name,
      code: item.code,
      amount: Number(item.amount),
    })),
  };
}

interface PayerRow {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  email: string | null;
  mobile_number: string;
  reg_number: string | null;
}

/** "NCE/2019/0012" → "NCE*******12": a former student's number, recognisable, not learnt. */
function maskRegNumber(regNumber: string): string {
  if (regNumber.length <= 5) return "*".repeat(regNumber.length);
  return `${regNumber.slice(0, 3)}${"*".repeat(regNumber.length - 5)}${regNumber.slice(-2)}`;
}

/**
 * Step 1: what is known of the payer with this phone, for the form to prefill. Anyone may type
 * any phone, so the names (which the form shows and the invoice prints) come back as they are,
 * the e-mail, the phone and the matric number masked; look-ups are throttled per address.
 */
export async function lookupSundryPayer(db: Db, phone: string, ip: string): Promise<SundryPayerDetails> {
  await throttlePhoneLookup(db, ip);
  const mobileNumber = localPhone(phone);
  const [payer] = await rowsOf<PayerRow>(
    db,
    sql`SELECT * FROM sundry_payers WHERE mobile_number = ${mobileNumber}`,
  );
  return {
    lastName: payer?.last_name ?? null,
    firstName: payer?.first_name ?? null,
    middleName: payer?.middle_name ?? null,
    mobileNumber: maskPhone(mobileNumber),
    email: payer?.email ? maskEmail(payer.email) : null,
    regNumber: payer?.reg_number ? maskRegNumber(payer.reg_number) : null,
  };
}

/** The payer with this phone: the first request creates it (later ones, even concurrent, find it). */
async function payerIdFor(db: Db, input: SundryInvoiceRequest, mobileNumber: string): Promise<number> {
  const [inserted] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO sundry_payers (last_name, first_name, middle_name, email, mobile_number, reg_number)
VALUES (${input.lastName.trim()}, ${input.firstName.trim()}, ${input.middleName?.trim() || null},
  ${input.email.trim().toLowerCase()}, ${mobileNumber}, ${input.regNumber?.trim() || null})
ON CONFLICT (mobile_number) DO NOTHING RETURNING id`,
  );
  if (inserted) return inserted.id;
  const [existing] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM sundry_payers WHERE mobile_number = ${mobileNumber}`,
  );
  if (!existing) throw new Error("sundry payer neither inserted nor found");
  return existing.id;
}

/**
 * A public sundry invoice: one open invoice per payer, item and session (asking again returns
 * it). The price is the fee setup's for everyone; an `amount` in the request is ignored.
 */
export async function generateSundryInvoice(db: Db, input: SundryInvoiceRequest): Promise<InvoiceRow> {
  const mobileNumber = localPhone(input.mobileNumber);
  const same = sql`i.sundry_payer_id = (SELECT id FROM sundry_payers WHERE mobile_number = ${mobileNumber})
    AND i.fee_purpose_id = ${feePurposeId("sundry")} AND i.session_id = ${input.sessionId}
    AND i.fee_item_id = ${input.feeItemId} AND i.status IN ('unpaid', 'paid')`;
  // Most asks are repeats: one read answers them.
  const known = await invoiceWhere(db, same);
  if (known) return known;
  const [session] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM academic_sessions WHERE id = ${input.sessionId}`,
  );
  if (!session) throw unknownField("sessionId", "There is no such session");
  const item = (await publicSundryItems(db, input.sessionId)).find(
    (candidate) => candidate.fee_item_id === input.feeItemId,
  );
  if (!item) throw unknownField("feeItemId", "That item is not among the sundry fees of the session");
  const amount = Number(item.amount);
  const payerId = await payerIdFor(db, input, mobileNumber);
  return openInvoice(db, {
    payer: { sundryPayerId: payerId },
    feePurposeId: feePurposeId("sundry"),
    sessionId: input.sessionId,
    feeItemId: item.fee_item_id,
    description: `${item.name} ${session.name}`,
    draft: {
      paymentType: "Full",
      lines: [{ kind: "fee", description: item.name, amount, feeItemId: item.fee_item_id }],
      total: amount,
    },
  });
}

/** A transcript request: the transcript fee's invoice with its destination stored beside it. */
export async function requestTranscript(db: Db, input: TranscriptRequest): Promise<InvoiceRow> {
  const [item] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM fee_items WHERE code = ${TRANSCRIPT_ITEM_CODE} AND fee_purpose_id = ${feePurposeId("sundry")}`,
  );
  if (!item) throw new ConflictError("No transcript fee is set; please contact the bursary.");
  const { institutionName, institutionAddress, institutionEmail, ...payer } = input;
  const invoice = await generateSundryInvoice(db, { ...payer, feeItemId: item.id });
  // The first destination given for an invoice stays (a repeat returns the same invoice).
  await rowsOf(
    db,
    sql`INSERT INTO transcript_requests (invoice_id, institution_name, address, email)
VALUES (${invoice.id}, ${institutionName.trim()}, ${institutionAddress.trim()},
  ${institutionEmail?.trim().toLowerCase() || null})
ON CONFLICT (invoice_id) DO NOTHING`,
  );
  return invoice;
}

/**
 * Per client address: the history is the one sundry call that checks a secret (the reference),
 * so sweeping phones and references is capped, with a ceiling a campus behind one address does
 * not reach.
 */
export const SUNDRY_HISTORY_ADDRESS_LIMIT: RateLimitRule = { limit: 120, windowMs: 15 * 60_000 };
/** Per phone number: guessing one payer's references is capped much lower. */
export const SUNDRY_HISTORY_PHONE_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };
const tooManyLookups = (wait: string) => `Too many look-ups. Please wait ${wait} and try again.`;

/**
 * The sundry payer a phone and one of their own invoice numbers or RRRs prove, after the look-up
 * limits. The phone alone is not proof (anyone may know it), so a wrong pair is the same 404 as
 * a phone that never paid.
 */
export async function provenSundryPayer(db: Db, query: SundryHistoryQuery, ip: string): Promise<number> {
  const mobileNumber = localPhone(query.phone);
  await enforceRateLimit(
    db,
    `sundry-history:ip:${addressKey(ip)}`,
    SUNDRY_HISTORY_ADDRESS_LIMIT,
    tooManyLookups,
  );
  await enforceRateLimit(
    db,
    `sundry-history:phone:${mobileNumber}`,
    SUNDRY_HISTORY_PHONE_LIMIT,
    tooManyLookups,
  );
  const [proof] = await rowsOf<{ sundry_payer_id: number }>(
    db,
    sql`SELECT i.sundry_payer_id FROM invoices i JOIN sundry_payers sp ON sp.id = i.sundry_payer_id
WHERE sp.mobile_number = ${mobileNumber}
  AND (i.invoice_number = ${query.reference.toUpperCase()} OR i.rrr = ${query.reference})`,
  );
  if (!proof) throw new NotFoundError("No sundry payment matches this phone number and reference");
  return proof.sundry_payer_id;
}

const PHONE_PATTERN = new RegExp(sundryHistoryQuerySchema.properties.phone.pattern);
const REFERENCE_PATTERN = new RegExp(sundryHistoryQuerySchema.properties.reference.pattern);
const REFERENCE_MAX = sundryHistoryQuerySchema.properties.reference.maxLength;

/**
 * The history list's proof from its query string (the list's own parameters sit beside it),
 * checked by the contract's patterns with the fields named in plain words.
 */
export function sundryHistoryProofOf(query: Readonly<Record<string, unknown>>): SundryHistoryQuery {
  const phone = typeof query.phone === "string" ? query.phone.trim() : "";
  const reference = typeof query.reference === "string" ? query.reference.trim() : "";
  const errors: FieldError[] = [];
  if (!PHONE_PATTERN.test(phone))
    errors.push({ path: "phone", message: "Phone number must be a mobile number such as 08031234567." });
  if (reference.length > REFERENCE_MAX || !REFERENCE_PATTERN.test(reference))
    errors.push({
      path: "reference",
      message: `RRR or invoice number must be the invoice number (INV…) or RRR of one of your invoices (letters, digits and dashes, at most ${REFERENCE_MAX}).`,
    });
  if (errors.length > 0) throw new ValidationError(errors);
  return { phone, reference };
}

/** The named query of the payer's sundry invoices list (`schemas/lists/sundry-history.json`). */
export const SUNDRY_HISTORY_LIST = sql`SELECT i.id, i.sundry_payer_id, i.invoice_number, i.description,
  i.total AS amount, i.status AS payment_status, i.created_at, i.paid_at
FROM invoices i
WHERE i.sundry_payer_id IS NOT NULL`;
