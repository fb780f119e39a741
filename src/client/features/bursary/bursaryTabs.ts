import type { GroupTab } from "../../../schema/resourceFile";

/** Who reads the bursary's screens and who changes money records (the server checks again). */
export const MONEY_READERS = ["bursar", "registrar"];
export const MONEY_WRITERS = ["bursar"];
/** The Invoice Management area's screens (spec section 2), one tab each. */
export const INVOICE_TABS: GroupTab[] = [
  { route: "/invoice_management/invoice", title: "Invoices", read: MONEY_READERS },
  { route: "/invoice_management/school_fees/receipt", title: "School fees receipt", read: MONEY_READERS },
  { route: "/invoice_management/delete_sundry_invoice", title: "Delete sundry invoice", read: MONEY_WRITERS },
  { route: "/invoice_management/verify_payment_status", title: "Verify payment status", read: MONEY_WRITERS },
];
