import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { DeleteSundryInvoicePage, SchoolFeesReceiptPage } from "./InvoiceSearchPage";

const row = (id: number, paymentStatus: string) => ({
  id,
  invoiceNumber: `INV00000${id}`,
  payerName: `Payer ${id}`,
  matricNumber: null,
  payerPhone: null,
  feePurposeId: 9,
  sessionId: 1,
  rrr: null,
  amount: 500000,
  paymentStatus,
  createdAt: "2026-03-01T09:00:00.000Z",
});

function serve(request: FakeRequest) {
  if (request.path.startsWith("/Lookups/")) return { status: 200, body: { data: [] } };
  return listReply([row(1, "unpaid"), row(2, "paid"), row(3, "cancelled")], 1, 10, 3);
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const lastQuery = () => Object.fromEntries(fake.calls("GET", "/Payment/staff/invoices").at(-1)?.query ?? []);

describe("the invoice management screens over the invoices list", () => {
  it("lists only sundry invoices on the delete screen, with Delete on unpaid ones only", async () => {
    renderWithProviders(<DeleteSundryInvoicePage />, "/invoice_management/delete_sundry_invoice");
    const table = await screen.findByRole("table", { name: "Delete sundry invoice" });
    await within(table).findByText("Payer 1");
    expect(lastQuery()).toEqual({ page: "1", pageSize: "10", sort: "-createdAt", feePurposeId: "9" });
    // The purpose is the screen's, not a choice.
    expect(screen.queryByLabelText("Purpose")).toBeNull();
    expect(screen.getByLabelText("Status")).toBeTruthy();
    // (jsdom leaves the visually hidden invoice number out of the name; browsers read "Delete INV000001".)
    const deletes = within(table).getAllByRole("button", { name: /^Delete/ });
    expect(deletes.map((button) => button.textContent)).toEqual(["Delete INV000001"]);
    expect(within(table).getByRole("row", { name: /INV000002/ }).textContent).toContain(
      "Paid: cannot be deleted",
    );
    expect(screen.getByText("Showing 1–3 of 3")).toBeTruthy();
  });

  it("opens the receipt of a paid school fees invoice", async () => {
    renderWithProviders(<SchoolFeesReceiptPage />, "/invoice_management/school_fees/receipt");
    const table = await screen.findByRole("table", { name: "School fees receipt" });
    const [receipt] = await within(table).findAllByRole("link", { name: /^Receipt/ });
    expect(receipt?.textContent).toBe("Receipt of INV000002");
    expect(receipt?.getAttribute("href")).toBe("/fee_receipt?reference=INV000002");
    expect(lastQuery()).toMatchObject({ feePurposeId: "1" });
    expect(within(table).getAllByText("Not paid yet")).toHaveLength(2);
  });
});
