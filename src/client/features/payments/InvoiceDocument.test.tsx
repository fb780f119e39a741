import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { InvoiceView } from "../../../contract/payments";
import { InvoiceDocument } from "./InvoiceDocument";

afterEach(cleanup);

const invoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  invoiceNumber: "INV0000001ABCDE",
  fullName: "Okafor Chidinma",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-20T10:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: "unpaid",
  isPaid: false,
  paidAt: null,
  description: "School Fees 2026/2027",
  amount: 2_500_050,
  paymentType: "FirstInstallment",
  paymentPurposeId: 1,
  sessionId: 3,
  matricNumber: "NCE/2026/0001",
  recieptItems: [
    {
      kind: "fee",
      description: "Tuition",
      amount: 2_000_050,
      paymentType: "FirstInstallment",
      paymentPurposeId: 1,
    },
    {
      kind: "fee",
      description: "Library",
      amount: 500_000,
      paymentType: "FirstInstallment",
      paymentPurposeId: 1,
    },
  ],
  ...over,
});

describe("InvoiceDocument", () => {
  it("shows the lines and the total in naira, the status and the matric number", () => {
    renderWithProviders(<InvoiceDocument invoice={invoice()} sessionName="2026/2027" />);
    const lines = screen.getByRole("table", { name: "Items" });
    expect(within(lines).getByText("₦20,000.50")).toBeTruthy();
    expect(screen.getByTestId("invoice-total").textContent).toBe("₦25,000.50");
    expect(screen.getByTestId("invoice-status").textContent).toBe("UNPAID");
    expect(screen.getByText("NCE/2026/0001")).toBeTruthy();
    expect(screen.getByText("First installment")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
  });

  it("offers the gateway when unpaid, the fee page when redirection is on, nothing when paid", () => {
    const { unmount } = renderWithProviders(<InvoiceDocument invoice={invoice()} />);
    expect(screen.getByRole("button", { name: "Pay ₦25,000.50 online" })).toBeTruthy();
    unmount();

    const second = renderWithProviders(<InvoiceDocument invoice={invoice()} redirectToFeePage />);
    expect(screen.getByRole("link", { name: "Pay school fees" }).getAttribute("href")).toBe(
      "/academic_fees/school_fees",
    );
    second.unmount();

    renderWithProviders(
      <InvoiceDocument
        invoice={invoice({ paymentStatus: "paid", isPaid: true, paidAt: "2026-11-21T09:00:00.000Z" })}
      />,
    );
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Pay/ })).toBeNull();
    expect(screen.getByText("Date paid")).toBeTruthy();
  });

  it("links straight to the gateway once the invoice has its pay link", () => {
    renderWithProviders(
      <InvoiceDocument
        invoice={invoice({ rrr: "110012345678", cardPaymentLink: "https://pay.example/x" })}
      />,
    );
    // Blueprint's AnchorButton is an <a role="button"> carrying the href.
    expect(screen.getByRole("button", { name: "Pay ₦25,000.50 online" }).getAttribute("href")).toBe(
      "https://pay.example/x",
    );
    expect(screen.getByText("110012345678")).toBeTruthy();
  });

  it("offers no payment to a reader who must not pay it (staff looking an invoice up)", () => {
    renderWithProviders(<InvoiceDocument invoice={invoice()} payable={false} />);
    expect(screen.queryByRole("button", { name: /online/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Pay/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
  });
});
