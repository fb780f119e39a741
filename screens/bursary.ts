import type { ScreenRoute } from "./types";

/** The bursary's own screens (the lists are resource files: payments, fee setup, commission). */
const READERS = ["bursar", "registrar"];
const WRITERS = ["bursar"];
const bursary = () => import("../src/client/features/bursary");

export const bursaryScreens: ScreenRoute[] = (
  [
    ["/invoice_management/invoice", READERS, "InvoicesPage"],
    ["/invoice_management/school_fees/receipt", READERS, "SchoolFeesReceiptPage"],
    ["/invoice_management/delete_sundry_invoice", WRITERS, "DeleteSundryInvoicePage"],
    ["/invoice_management/verify_payment_status", WRITERS, "VerifyPaymentStatusPage"],
  ] as const
).map(([path, access, screen]) => ({
  path,
  access,
  load: async () => ({ default: (await bursary())[screen] }),
}));
