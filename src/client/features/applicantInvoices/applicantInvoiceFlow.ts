import type {
  ApplicationInvoiceLookup,
  ApplicationInvoiceLookupResult,
  ApplicationInvoiceRequest,
  InvoiceView,
  PaymentVerification,
} from "../../../contract/payments";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import {
  applicationOfMode,
  GENERIC_INVOICE_ROUTES,
  invoiceViewRoute,
} from "../../../schema/applicationTypes";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import {
  type ApplicationChoice,
  applicationChoiceOf,
  isApplicationChoice,
} from "../applications/applicationChoice";
import { type SignInPrefill, signInPrefillOf } from "../applications/signInPrefill";

/**
 * The public invoice flow without React (spec sections 2 and 4, "Invoice page"): which type a
 * chosen application is, what step 2 opens with, the request it sends, the state the invoice
 * screen is opened with, and where a verified payment's receipt is.
 */

/** The spec's messages and flash titles (section 8). */
export const INVOICE_MESSAGES = {
  lookupFailedTitle: "Invalid Action!",
  lookupFailed: "Invalid action, please enter correct details",
  createFailedTitle: "Invoice Action Failed!",
  createFailed: "Invoice generated failed!!",
  createdTitle: "Invoice Action Successful!",
  created: "Invoice generated successfully!",
} as const;

/** Flash durations (section 9): 5 s for lookup and verification, 3 s for invoice creation. */
export const FLASH_MS = { lookup: 5000, create: 3000 } as const;

/**
 * The type of the chosen application: its application mode names it (unique across types and
 * their variants, e.g. CBN-CPP 31 is the pg form), else its invoice route when only one type has it
 * (several share /generate_students_invoice or /generate_jamb_students_invoice).
 */
export function applicationMetaOf(
  choice: ApplicationChoice,
  metas: readonly ApplicationMeta[],
): ApplicationMeta | undefined {
  const byMode = applicationOfMode(metas, choice.applicationMode)?.meta;
  if (byMode) return byMode;
  const byRoute = metas.filter((meta) => meta.invoice.route === choice.invoicePath);
  return byRoute.length === 1 ? byRoute[0] : undefined;
}

/**
 * The applications an invoice page opened without navigation state (a shared link, a bookmark)
 * can be for: every type naming `path` as its invoice route, with its variants (CBN-CPP, ACE-SPED).
 * One: the page is that type's. Several (/generate_students_invoice): the page asks which.
 */
export function applicationChoicesAt(path: string, metas: readonly ApplicationMeta[]): ApplicationChoice[] {
  return metas
    .filter((meta) => meta.invoice.route === path)
    .flatMap((meta) => [
      applicationChoiceOf(meta),
      ...meta.variants.map((variant) => applicationChoiceOf(meta, variant)),
    ]);
}

/**
 * The application an invoice page is for: the navigation state a programme link carried, else the
 * `?mode=` the page's own chooser set (a reload or bookmark keeps it), else the page's only one.
 */
export function invoicePageApplication(
  state: unknown,
  mode: string | null,
  choices: readonly ApplicationChoice[],
): ApplicationChoice | undefined {
  if (isApplicationChoice(state)) return state;
  if (mode !== null) return choices.find((choice) => String(choice.applicationMode) === mode);
  return choices.length === 1 ? choices[0] : undefined;
}

/** What step 2 opens with, and which fields the lookup already knew (shown, not editable). */
export function invoiceFormStart(found: ApplicationInvoiceLookupResult): {
  values: Record<string, unknown>;
  known: string[];
} {
  const candidates: [string, unknown][] = [
    ["lastName", found.lastname],
    ["firstName", found.firstname],
    ["middleName", found.middleName],
    ["email", found.email],
    ["mobileNumber", found.mobileNo],
    ["sessionId", found.sessionId],
    ["amount", found.amount],
  ];
  const given = candidates.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return { values: Object.fromEntries(given), known: given.map(([field]) => field) };
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** Step 1's lookup of its values: the phone (sent as RegNumber) and the email find an invoice together. */
export function invoiceLookupOf(
  values: Record<string, unknown>,
  applicationTypeId: string,
): ApplicationInvoiceLookup {
  return { applicationTypeId, regNumber: text(values.regNumber) ?? "", email: text(values.email) ?? "" };
}

/**
 * Step 2 starts from the phone and email typed at step 1, not the lookup's copies (which the server
 * may mask): the invoice is made with exactly what the applicant will sign in with.
 */
export function withContactTyped(
  found: ApplicationInvoiceLookupResult,
  typed: ApplicationInvoiceLookup,
): ApplicationInvoiceLookupResult {
  return { ...found, mobileNo: typed.regNumber, email: typed.email };
}

/** The Invoice request of step 2's values; the phone is sent as RegNumber too (spec section 7). */
export function invoiceRequestOf(
  values: Record<string, unknown>,
  applicationTypeId: string,
): ApplicationInvoiceRequest {
  const mobileNumber = text(values.mobileNumber) ?? "";
  return {
    lastName: text(values.lastName) ?? "",
    firstName: text(values.firstName) ?? "",
    middleName: text(values.middleName) ?? null,
    email: text(values.email) ?? null,
    mobileNumber,
    regNumber: mobileNumber,
    sessionId: Number(values.sessionId),
    amount: typeof values.amount === "number" ? values.amount : null,
    applicationTypeId,
    referralCode: text(values.referralCode) ?? null,
  };
}

/** The navigation state of the invoice screen: the application it belongs to and the invoice. */
export interface InvoiceScreenState {
  application: ApplicationChoice;
  invoiceNumber: string;
  /** The invoice as the flow received it (shown at once; the screen re-reads it for its status). */
  invoice?: InvoiceView;
}

export function isInvoiceScreenState(value: unknown): value is InvoiceScreenState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return isApplicationChoice(v.application) && typeof v.invoiceNumber === "string";
}

/** Where the chosen application's invoice is shown: its type's own screen, or the generic one. */
export function invoiceScreenOf(meta: ApplicationMeta | undefined): string {
  return meta ? invoiceViewRoute(meta) : GENERIC_INVOICE_ROUTES.invoiceView;
}

/**
 * Application and acceptance fees have admission receipts, sundry fees the sundry receipts (the
 * public sundry payers' page); every other fee its fee receipt.
 */
export function receiptLinkOf(
  payment: Pick<PaymentVerification, "isPaid" | "invoiceNumber" | "rrr" | "paymentPurposeId">,
) {
  if (!payment.isPaid) return undefined;
  const reference = encodeURIComponent(payment.invoiceNumber ?? payment.rrr ?? "");
  const admission: readonly number[] = [feePurposeId("application"), feePurposeId("acceptance")];
  if (admission.includes(payment.paymentPurposeId))
    return `/admission_status_reciepts?reference=${reference}`;
  if (payment.paymentPurposeId === feePurposeId("sundry")) return `/sundry_reciepts?reference=${reference}`;
  return `/fee_receipt?reference=${reference}`;
}

/** Where a payer goes once a payment is confirmed, with what the page says about it. */
export interface NextStep {
  to: string;
  text: string;
  hint: string;
  /** The link's router state: the sign-in's fields, filled from what this page knows. */
  state?: SignInPrefill;
}

/**
 * What comes after a paid admission fee, so the status page the gateway returns to does not end
 * the journey: an application fee opens its type's sign-in (the invoice number or RRR and the
 * phone, then an emailed code), an acceptance fee the admission status page (letter, profile).
 */
export function nextStepAfterPayment(
  payment: Pick<PaymentVerification, "isPaid" | "paymentPurposeId" | "applicationTypeId"> &
    Partial<Pick<PaymentVerification, "rrr" | "invoiceNumber">>,
  metas: readonly ApplicationMeta[],
  /** The phone the payer gave in this tab (payerPhone.ts), filled into the sign-in with the RRR. */
  payerPhone?: string,
): NextStep | undefined {
  if (!payment.isPaid) return undefined;
  if (payment.paymentPurposeId === feePurposeId("application")) {
    const meta = metas.find((candidate) => candidate.id === payment.applicationTypeId);
    if (!meta) return undefined;
    const state = signInPrefillOf(payment, payerPhone);
    return {
      to: meta.login,
      text: `Continue to your ${meta.name} application`,
      hint: "Sign in with this invoice number or RRR and the phone number you gave: a code comes to your email, then the application form opens.",
      ...(state ? { state } : {}),
    };
  }
  if (payment.paymentPurposeId === feePurposeId("acceptance"))
    return {
      to: "/prospective_students",
      text: "Go to your admission status",
      hint: "Print your admission letter there, then create your student profile.",
    };
  return undefined;
}
