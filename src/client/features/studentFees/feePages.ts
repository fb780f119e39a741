import type { InvoiceView, StudentFeeCategory } from "../../../contract/payments";

/** The fee steps a page may have (spec 2, "Student routes"): each is a route under the page's. */
export type FeeStep = "home" | "session" | "generate" | "invoice" | "form11";

/**
 * One student fee page (spec 2, "Student routes"): which fee purpose it pays (migration 0070),
 * under which route, with which steps. Every fee page is this one family, read from its config.
 */
export interface FeePageConfig {
  key: "schoolFees" | "sundry" | "acceptance" | "changeOfDegree" | "developmentLevy";
  feePurposeId: number;
  /** The page's heading ("School Fees"); also its tab's title. */
  title: string;
  route: string;
  /** A /session step before generating (the others generate for the current session). */
  chooseSession: boolean;
  /** Full, or first installment then the balance. */
  installments: boolean;
  /** The student picks one of the purpose's fee items (sundry). */
  chooseItem: boolean;
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
  /** Categories of student who do not see this page (spec 2, "Fee tabs by category"). */
  hiddenFor: readonly StudentFeeCategory[];
}

export const FEE_PAGES: readonly FeePageConfig[] = [
  {
    key: "schoolFees",
    feePurposeId: 1,
    title: "School Fees",
    route: "/academic_fees/school_fees",
    chooseSession: true,
    installments: true,
    chooseItem: false,
    invoiceIn: "query",
    ledgerAndForm11: true,
    inFeeTabs: true,
    hiddenFor: [],
  },
  {
    key: "acceptance",
    feePurposeId: 2,
    title: "Acceptance Fee",
    route: "/academic_fees/acceptance",
    chooseSession: false,
    installments: false,
    chooseItem: false,
    invoiceIn: "path",
    ledgerAndForm11: false,
    inFeeTabs: true,
    hiddenFor: [],
  },
  {
    key: "changeOfDegree",
    feePurposeId: 4,
    title: "Change of Degree",
    route: "/academic_fees/change_of_degree",
    chooseSession: true,
    installments: false,
    chooseItem: false,
    invoiceIn: "query",
    ledgerAndForm11: false,
    inFeeTabs: true,
    hiddenFor: ["postgraduate", "jupeb"],
  },
  {
    key: "sundry",
    feePurposeId: 9,
    title: "Other Fees",
    route: "/academic_fees/sundry",
    chooseSession: true,
    installments: false,
    chooseItem: true,
    invoiceIn: "query",
    ledgerAndForm11: false,
    inFeeTabs: true,
    hiddenFor: ["jupeb"],
  },
  {
    key: "developmentLevy",
    feePurposeId: 5,
    title: "Development Levy",
    route: "/development_levy",
    chooseSession: false,
    installments: false,
    chooseItem: false,
    invoiceIn: "path",
    ledgerAndForm11: false,
    inFeeTabs: false,
    hiddenFor: [],
  },
];

export function feePage(key: FeePageConfig["key"]): FeePageConfig {
  const page = FEE_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no fee page ${key}`);
  return page;
}

/** The academic-fees tabs a student of this category sees, in order. */
export function feeTabsFor(category: StudentFeeCategory): { route: string; title: string }[] {
  return FEE_PAGES.filter((page) => page.inFeeTabs && !page.hiddenFor.includes(category)).map((page) => ({
    route: page.route,
    title: page.title,
  }));
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

export type InstallmentChoice = "Full" | "FirstInstallment" | "SecondInstallment";

type FeeInvoice = Pick<InvoiceView, "paymentType" | "paymentStatus" | "sessionId" | "paymentPurposeId">;

/**
 * The installment choices a student has for a session, from their invoices of the purpose (the
 * server decides; this only avoids offering what it would refuse): nothing yet → Full or First;
 * a Full invoice → none (pay that one); a first installment → the balance once the first is paid.
 */
export function installmentChoices(
  invoices: readonly FeeInvoice[],
  feePurposeId: number,
  sessionId: number,
): InstallmentChoice[] {
  const open = invoices.filter(
    (invoice) =>
      invoice.paymentPurposeId === feePurposeId &&
      invoice.sessionId === sessionId &&
      (invoice.paymentStatus === "unpaid" || invoice.paymentStatus === "paid"),
  );
  const of = (type: InstallmentChoice) => open.find((invoice) => invoice.paymentType === type);
  if (of("Full") || of("SecondInstallment")) return [];
  const first = of("FirstInstallment");
  if (!first) return ["Full", "FirstInstallment"];
  return first.paymentStatus === "paid" ? ["SecondInstallment"] : [];
}

/** Form 11 opens once the session's school fees are paid in full or the first installment is. */
export function schoolFeesPaidFor(invoices: readonly FeeInvoice[], sessionId: number): boolean {
  return invoices.some(
    (invoice) =>
      invoice.paymentPurposeId === 1 &&
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
