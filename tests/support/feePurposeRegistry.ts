import type { FeePurpose } from "../../src/contract/feePurposes";
import { FEE_PURPOSE_IDS } from "../../src/schema/feePurposes/feePurposeKeys";

/**
 * The registry as the migrations leave it (migration 0260), for client tests' fake servers. A
 * server test (tests/server/payments/feePurposeRegistry.test.ts) checks it against the real table,
 * so a client test can never rely on a registry the database does not have.
 */
const ALL = ["undergraduate", "postgraduate", "jupeb"] as const;

function row(
  key: keyof typeof FEE_PURPOSE_IDS,
  code: string,
  name: string,
  over: Partial<FeePurpose> = {},
): FeePurpose {
  return {
    id: FEE_PURPOSE_IDS[key],
    key,
    code,
    name,
    active: true,
    installmentsAllowed: false,
    itemChoice: false,
    studentCategories: [...ALL],
    studentRoute: null,
    receiptRoute: null,
    letter: null,
    settleHandler: null,
    ...over,
  };
}

export const FEE_PURPOSE_REGISTRY: readonly FeePurpose[] = [
  row("school_fees", "SCHOOLFEES", "School Fees", {
    installmentsAllowed: true,
    studentRoute: "/academic_fees/school_fees",
    receiptRoute: "/academic_fees/school_fees/receipt",
  }),
  row("acceptance", "ACPT", "Acceptance", {
    studentRoute: "/academic_fees/acceptance",
    receiptRoute: "/academic_fees/acceptance/fee_receipt",
    letter: "acceptance",
  }),
  row("hostel", "HOSTEL", "Hostel", {
    studentRoute: "/hostel",
    receiptRoute: "/hostel_fees/receipt",
    settleHandler: "hostel",
  }),
  row("change_of_department", "CHANGEOFDEPARTMENT", "Change of Department", {
    studentCategories: ["undergraduate"],
    studentRoute: "/academic_fees/change_of_degree",
    settleHandler: "change_of_department",
  }),
  row("development_levy", "DEVLEVY", "Development Levy", {
    studentRoute: "/development_levy",
    letter: "development_levy",
  }),
  row("sundry", "SUNDRY", "Sundry", {
    itemChoice: true,
    studentCategories: ["undergraduate", "postgraduate"],
    studentRoute: "/academic_fees/sundry",
    receiptRoute: "/academic_fees/sundry/receipt",
  }),
  row("application", "APPLICATION", "Application Fee", {
    studentCategories: [],
    settleHandler: "application",
  }),
  row("course_registration", "COURSEREG", "Course Registration"),
];

/** The registry row of a purpose id (a fake server's answer). */
export function feePurposeRow(id: number): FeePurpose {
  const found = FEE_PURPOSE_REGISTRY.find((purpose) => purpose.id === id);
  if (!found) throw new Error(`no fee purpose ${id} in the test registry`);
  return found;
}
