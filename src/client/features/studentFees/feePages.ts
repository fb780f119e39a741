import type { FeePurpose } from "../../../contract/feePurposes";
import type { InvoiceView, StudentFeeCategory } from "../../../contract/payments";
import { type FeePurposeKey, feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { purposeVisibleTo } from "../../../schema/feePurposes/feePurposeRules";
import { nextInstallments, type PaymentType } from "../../../schema/feePurposes/installmentSequence";

/** The fee steps a page may have (spec 2, "Student routes"): each is a route under the page's. */
export type FeeStep = "home" | "session" | "generate" | "invoice" | "form11";

/**
 * One student fee page (spec 2, "Student routes"): which fee purpose it pays, under which route,
 * with which steps. Every fee page is this one family, read from its config. How the purpose is
 * paid (installments, an item to choose) and who sees it are the purpose registry's
 * (`StudentFeeOptions.purpose`, src/schema/feePurposes), never this config's.
 */
export interface FeePageConfig {
  key: "schoolFees" | "sundry" | "acceptance" | "changeOfDegree" | "developmentLevy";
  purpose: FeePurposeKey;
  feePurposeId: number;
  /** The page's heading ("School Fees"); also its tab's title. */
  title: string;
  route: string;
  /** A /session step before generating (the others generate for the current session). */
  chooseSession: boolean;
  /**
   * Where an invoice opens: `path` is `{route}/invoice/{invoiceNumber}` (the spec's /invoice/{rrr};
   * the invoice number, since an invoice has no RRR until it is paid online), `query` is
   * `{route}/invoice?invoiceNumber=…` (the spec's plain /invoice).
   */
  invoiceIn: "path" | "query";
  /** The student's ledger and the printable Form 11 (school fees only). */
  ledgerAndForm11: boolean;
  /** The academic-fees tab bar it belongs to; development levy has its own menu entry and no tabs. */
  inFeeTabs: boolean;
  /** What a paid invoice unlocks, linked beside its receipt (school fees: course registration). */
  nextStep?: { text: string; route: string };
}

export const FEE_PAGES: readonly FeePageConfig[] = [
  {
    key: "schoolFees",
    purpose: "school_fees",
    feePurposeId: feePurposeId("school_fees"),
    title: "School Fees",
    route: "/academic_fees/school_fees",
    chooseSession: true,
    invoiceIn: "query",
    ledgerAndForm11: true,
    inFeeTabs: true,
    nextStep: { text: "Next: register your courses", route: "/course_registration" },
  },
  {
    key: "acceptance",
    purpose: "acceptance",
    feePurposeId: feePurposeId("acceptance"),
    title: "Acceptance Fee",
    route: "/academic_fees/acceptance",
    chooseSession: false,
    invoiceIn: "path",
    ledgerAndForm11: false,
    inFeeTabs: true,
  },
  {
    key: "changeOfDegree",
    purpose: "change_of_department",
    feePurposeId: feePurposeId("change_of_department"),
    title: "Change of Degree",
    route: "/academic_fees/change_of_degree",
    chooseSession: true,
    invoiceIn: "query",
    ledgerAndForm11: false,
    inFeeTabs: true,
  },
  {
    key: "sundry",
    purpose: "sundry",
    feePurposeId: feePurposeId("sundry"),
    title: "Other Fees",
    route: "/academic_fees/sundry",
    chooseSession: true,
    invoiceIn: "query",
    ledgerAndForm11: false,
    inFeeTabs: true,
  },
  {
    key: "developmentLevy",
    purpose: "development_levy",
    feePurposeId: feePurposeId("development_levy"),
    title: "Development Levy",
    route: "/development_levy",
    chooseSession: false,
    invoiceIn: "path",
    ledgerAndForm11: false,
    inFeeTabs: false,
  },
];

export function feePage(key: FeePageConfig["key"]): FeePageConfig {
  const page = FEE_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no fee page ${key}`);
  return page;
}

/** The academic-fees tabs a student of this category sees, in order (the registry says who sees what). */
export function feeTabsFor(
  category: StudentFeeCategory,
  purposes: readonly FeePurpose[],
): { route: string; title: string }[] {
  return FEE_PAGES.filter((page) => {
    const purpose = purposes.find((candidate) => candidate.key === page.purpose);
    return page.inFeeTabs && purpose !== undefined && purposeVisibleTo(purpose, category);
  }).map((page) => ({ route: page.route, title: page.title }));
}

/** The path of a step of a page (the steps a page does not have are not routed). */
export function stepPath(page: FeePageConfig, step: FeeStep): string {
  switch (step) {
    case "home":
      return page.route;
    case "session":
      return `${page.route}/session`;
    case "generate":
      return `${page.route}/generate_invoice`;
    case "invoice":
      return page.invoiceIn === "path" ? `${page.route}/invoice/:invoiceNumber` : `${page.route}/invoice`;
    case "form11":
      return `${page.route}/form11`;
  }
}

/** The steps a page has, in order. */
export function stepsOf(page: FeePageConfig): FeeStep[] {
  return [
    "home",
    ...(page.chooseSession ? (["session"] as const) : []),
    "generate",
    "invoice",
    ...(page.ledgerAndForm11 ? (["form11"] as const) : []),
  ];
}

/** Where one invoice of a page opens. */
export function invoiceHref(page: FeePageConfig, invoiceNumber: string): string {
  return page.invoiceIn === "path"
    ? `${page.route}/invoice/${encodeURIComponent(invoiceNumber)}`
    : `${page.route}/invoice?${new URLSearchParams({ invoiceNumber })}`;
}

export type InstallmentChoice = PaymentType;

type FeeInvoice = Pick<InvoiceView, "paymentType" | "paymentStatus" | "sessionId" | "paymentPurposeId">;

/**
 * The installment choices a student has for a session: the shared rule (`nextInstallments`) over
 * their live invoices of the purpose, so the page offers exactly what the server would open.
 */
export function installmentChoices(
  invoices: readonly FeeInvoice[],
  feePurposeId: number,
  sessionId: number,
): InstallmentChoice[] {
  return nextInstallments(
    invoices
      .filter(
        (invoice) =>
          invoice.paymentPurposeId === feePurposeId &&
          invoice.sessionId === sessionId &&
          (invoice.paymentStatus === "unpaid" || invoice.paymentStatus === "paid"),
      )
      .map((invoice) => ({ paymentType: invoice.paymentType, paid: invoice.paymentStatus === "paid" })),
  );
}

/** Form 11 opens once the session's school fees are paid in full or the first installment is. */
export function schoolFeesPaidFor(invoices: readonly FeeInvoice[], sessionId: number): boolean {
  return invoices.some(
    (invoice) =>
      invoice.paymentPurposeId === feePurposeId("school_fees") &&
      invoice.sessionId === sessionId &&
      invoice.paymentStatus === "paid" &&
      (invoice.paymentType === "Full" || invoice.paymentType === "FirstInstallment"),
  );
}

export const INSTALLMENT_TITLES: Record<InstallmentChoice, string> = {
  Full: "Full payment",
  FirstInstallment: "First installment",
  SecondInstallment: "Second installment (balance)",
};
