import type { ScreenRoute } from "./types";

/** The bursary's own screens (the lists are resource files: payments, fee setup, commission). */
const READERS = ["bursar", "registrar"];
const WRITERS = ["bursar"];
const invoices = () => import("../src/client/features/bursary/InvoiceSearchPage");
const reports = () => import("../src/client/features/bursary/FeeReportPage");

export const bursaryScreens: ScreenRoute[] = [
  {
    path: "/invoice_management/invoice",
    access: READERS,
    load: async () => ({ default: (await invoices()).InvoicesPage }),
  },
  {
    path: "/invoice_management/school_fees/receipt",
    access: READERS,
    load: async () => ({ default: (await invoices()).SchoolFeesReceiptPage }),
  },
  {
    path: "/invoice_management/delete_sundry_invoice",
    access: WRITERS,
    load: async () => ({ default: (await invoices()).DeleteSundryInvoicePage }),
  },
  {
    path: "/invoice_management/verify_payment_status",
    access: WRITERS,
    load: () => import("../src/client/features/bursary/VerifyPaymentStatusPage"),
  },
  {
    path: "/reports/payment_reports",
    access: READERS,
    load: async () => ({ default: (await reports()).PaymentReportsPage }),
  },
  {
    path: "/reports/sundry",
    access: READERS,
    load: async () => ({ default: (await reports()).SundryReportPage }),
  },
];
