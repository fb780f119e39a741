import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeHttp } from "../../../../tests/support/fakeHttp";
import type { InvoiceView } from "../../../contract/payments";
import type { SundryItems } from "../../../contract/sundry";
import { createQueryClient } from "../../api/queryClient";
import { flash } from "../../shell/flash";
import SundryHistoryPage from "./SundryHistoryPage";
import SundryPaymentPage from "./SundryPaymentPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const items: SundryItems = {
  sessionId: 3,
  sessionName: "2026/2027",
  items: [
    { feeItemId: 11, name: "ID Card Replacement", code: "ID_CARD", amount: 200_000 },
    { feeItemId: 12, name: "Transcript", code: "TRANSCRIPT", amount: 500_000 },
  ],
};

const invoice = (invoiceNumber: string, isPaid: boolean): InvoiceView => ({
  invoiceNumber,
  fullName: "Tunde Adebayo",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-21T09:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: isPaid ? "paid" : "unpaid",
  isPaid,
  paidAt: isPaid ? "2026-11-21T10:00:00.000Z" : null,
  description: "ID Card Replacement 2026/2027",
  amount: 200_000,
  paymentType: "Full",
  paymentPurposeId: 9,
  sessionId: 3,
  matricNumber: null,
  recieptItems: [],
});

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  vi.mocked(flash).mockClear();
});

function renderAt(url: string, page: ReactElement) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the public sundry pages", () => {
  it("shows the transcript fee and asks where the transcript goes", async () => {
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: items } }));
    restore = fake.restore;
    renderAt("/sundry/transcript", <SundryPaymentPage />);
    expect(await screen.findByText(/The transcript fee is ₦5,000\.00/)).toBeTruthy();
    expect(screen.getByLabelText(/Institution or organisation/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Item/)).toBeNull();
  });

  it("lists the payer's invoices with a receipt link for a paid one and an invoice link otherwise", async () => {
    const fake = installFakeHttp(({ query }) =>
      query.get("reference") === "INV0000001ABCDE"
        ? {
            status: 200,
            body: {
              success: true,
              data: [invoice("INV0000002ABCDE", false), invoice("INV0000001ABCDE", true)],
            },
          }
        : { status: 404, body: { success: false, message: "No sundry payment matches" } },
    );
    restore = fake.restore;
    renderAt("/sundry/payment_history", <SundryHistoryPage />);
    await userEvent.type(screen.getByLabelText(/Phone number/), "08031234567");
    await userEvent.type(screen.getByLabelText(/RRR or invoice number/), "INV0000001ABCDE");
    await userEvent.click(screen.getByRole("button", { name: "Show payments" }));
    const rows = await screen.findAllByTestId("sundry-history-row");
    expect(rows).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Receipt INV0000001ABCDE" }).getAttribute("href")).toBe(
      "/sundry_reciepts?reference=INV0000001ABCDE",
    );
    expect(screen.getByRole("link", { name: "Invoice INV0000002ABCDE" }).getAttribute("href")).toBe(
      "/bursary_collection/all?invoice=INV0000002ABCDE",
    );
    expect(fake.calls("GET", "/Sundry/payment-history")[0]?.query.get("phone")).toBe("08031234567");
  });
});
