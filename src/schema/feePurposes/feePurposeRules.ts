import type { FeePurpose, StudentFeeCategory } from "../../contract/feePurposes";

/**
 * The rules of the fee purpose registry, read by the fee pages (what to offer) and by the invoice
 * service (what to accept): one reading of a purpose's row, so the two sides cannot disagree.
 */

type PaymentType = "Full" | "FirstInstallment" | "SecondInstallment";

/** The part of a registry row the rules read. */
export type PurposeRules = Pick<
  FeePurpose,
  "name" | "active" | "installmentsAllowed" | "itemChoice" | "studentCategories"
>;

/** Whether the purpose may be paid as a first installment and then the balance. */
export function installmentsAllowed(purpose: PurposeRules): boolean {
  return purpose.installmentsAllowed;
}

/** Whether the payer picks one of the purpose's fee items (and pays that item in full). */
export function itemChoice(purpose: PurposeRules): boolean {
  return purpose.itemChoice;
}

/** Whether a student of this category sees the purpose's page and may pay it. */
export function purposeVisibleTo(purpose: PurposeRules, category: StudentFeeCategory): boolean {
  return purpose.active && purpose.studentCategories.includes(category);
}

/** The payment types a payer may ask for. */
export function paymentTypesOf(purpose: PurposeRules): PaymentType[] {
  return installmentsAllowed(purpose) ? ["Full", "FirstInstallment", "SecondInstallment"] : ["Full"];
}

/** Why a student's fee request is refused: who may not pay it (403) or a field that is wrong (400). */
export interface FeeRequestRefusal {
  status: 400 | 403;
  path: "feePurposeId" | "paymentType" | "feeItemId";
  message: string;
}

const CATEGORY_WORDS: Record<StudentFeeCategory, string> = {
  undergraduate: "undergraduate",
  postgraduate: "postgraduate",
  jupeb: "JUPEB",
};

/**
 * A student's request for a purpose's invoice against the purpose's row: may a student of this
 * category pay it, is the payment type one it allows, is an item chosen exactly when it takes one.
 * Whether the chosen item is among the student's items is the fee setup's to say, not the row's.
 */
export function studentFeeRequestRefusal(
  purpose: PurposeRules,
  category: StudentFeeCategory,
  request: { paymentType: PaymentType; feeItemId?: number },
): FeeRequestRefusal | undefined {
  if (!purposeVisibleTo(purpose, category)) {
    return {
      status: 403,
      path: "feePurposeId",
      message: `The ${purpose.name} fee is not paid by ${CATEGORY_WORDS[category]} students`,
    };
  }
  if (!paymentTypesOf(purpose).includes(request.paymentType)) {
    return {
      status: 400,
      path: "paymentType",
      message: itemChoice(purpose)
        ? `A ${purpose.name} item is paid in full`
        : `The ${purpose.name} fee is paid in full, not in installments`,
    };
  }
  if (itemChoice(purpose) && request.feeItemId === undefined)
    return { status: 400, path: "feeItemId", message: `Choose the ${purpose.name} item to pay for` };
  if (!itemChoice(purpose) && request.feeItemId !== undefined) {
    return {
      status: 400,
      path: "feeItemId",
      message: `The ${purpose.name} fee is paid whole, not for a chosen item`,
    };
  }
  return undefined;
}
