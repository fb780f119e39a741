/**
 * The addresses of the receipt and verification pages, alone: the route tables import only these
 * (they load with the first page), the pages' settings stay in the lazy chunk (receiptPages.ts).
 */
export const PUBLIC_RECEIPT_PATHS = [
  "/fee_receipt",
  "/admission_status_reciepts",
  "/sundry_reciepts",
] as const;
export type PublicReceiptPath = (typeof PUBLIC_RECEIPT_PATHS)[number];

export const STUDENT_RECEIPT_PATHS = [
  "/academic_fees/school_fees/receipt",
  "/academic_fees/sundry/receipt",
  "/academic_fees/acceptance/fee_receipt",
  "/hostel_fees/receipt",
] as const;
export type StudentReceiptPath = (typeof STUDENT_RECEIPT_PATHS)[number];

export const VERIFY_RECEIPT_ROUTE = "/verify_receipt";
export const VERIFY_LETTER_ROUTE = "/verify_letter";
