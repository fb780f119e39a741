/** The bursary's screens, one chunk: several small chunks would each cost the cold admin list a split. */

export { DeleteSundryInvoicePage, InvoicesPage, SchoolFeesReceiptPage } from "./InvoiceSearchPage";
export { default as VerifyPaymentStatusPage } from "./VerifyPaymentStatusPage";
