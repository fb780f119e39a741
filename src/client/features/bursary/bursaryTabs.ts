import type { GroupTab } from "../../../schema/resourceFile";

/** Who reads the bursary's screens and who changes money records (the server checks again). */
export const MONEY_READERS = ["bursar", "registrar"];
export const MONEY_WRITERS = ["bursar"];
/** Who reads the admissions reports. */
export const ADMISSION_READERS = ["admissions", "registrar"];

/** The Invoice Management area's screens (spec section 2), one tab each. */
export const INVOICE_TABS: GroupTab[] = [
  { route: "/invoice_management/invoice", title: "Invoices", read: MONEY_READERS },
  { route: "/invoice_management/school_fees/receipt", title: "School fees receipt", read: MONEY_READERS },
  { route: "/invoice_management/delete_sundry_invoice", title: "Delete sundry invoice", read: MONEY_WRITERS },
  { route: "/invoice_management/verify_payment_status", title: "Verify payment status", read: MONEY_WRITERS },
];

/** The Reports area's screens. */
export const REPORT_TABS: GroupTab[] = [
  { route: "/reports/payment_reports", title: "Payment reports", read: MONEY_READERS },
  { route: "/reports/sundry", title: "Sundry", read: MONEY_READERS },
  // The admissions office's reports (features/admissionRecords).
  { route: "/reports/application_reports", title: "Application reports", read: ADMISSION_READERS },
  { route: "/reports/putme_reports", title: "PUTME reports", read: ADMISSION_READERS },
  { route: "/reports/jupeb_reports", title: "JUPEB reports", read: ADMISSION_READERS },
  {
    route: "/reports/registration_number_reports",
    title: "Registration number reports",
    read: ADMISSION_READERS,
  },
];
