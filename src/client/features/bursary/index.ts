/** The bursary's screens, one chunk: several small chunks would each cost the cold admin list a split. */

export { PaymentReportsPage, SundryReportPage } from "./FeeReportPage";
export { DeleteSundryInvoicePage, InvoicesPage, SchoolFeesReceiptPage } from "./InvoiceSearchPage";
export { default as VerifyPaymentStatusPage } from "./VerifyPaymentStatusPage";
