import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeHttp } from "../../../../tests/support/fakeHttp";
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

  it("lists the payer's invoices in the Grid with a receipt link for a paid one and an invoice link otherwise", async () => {
    const row = (id: number, invoiceNumber: string, paid: boolean) => ({
      id,
      invoiceNumber,
      description: "ID Card Replacement 2026/2027",
      amount: 200_000,
      paymentStatus: paid ? "paid" : "unpaid",
      createdAt: "2026-11-21T09:00:00.000Z",
      paidAt: paid ? "2026-11-21T10:00:00.000Z" : null,
    });
    const fake = installFakeHttp(({ query }) =>
      query.get("reference") === "INV0000001ABCDE"
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                items: [row(2, "INV0000002ABCDE", false), row(1, "INV0000001ABCDE", true)],
                meta: { pageSize: 10, currentPage: 1, totalCount: 2 },
              },
            },
          }
        : { status: 404, body: { success: false, message: "No sundry payment matches" } },
    );
    restore = fake.restore;
    renderAt("/sundry/payment_history", <SundryHistoryPage />);
    await userEvent.type(screen.getByLabelText(/Phone number/), "08031234567");
    await userEvent.type(screen.getByLabelText(/RRR or invoice number/), "INV0000009ABCDE");
    await userEvent.click(screen.getByRole("button", { name: "Show payments" }));
    expect(await screen.findByText("Nothing found")).toBeTruthy();
    expect(vi.mocked(flash)).toHaveBeenCalledWith(expect.objectContaining({ title: "Invalid Action!" }));
    expect(screen.queryByRole("table", { name: "Your sundry invoices" })).toBeNull();

    await userEvent.clear(screen.getByLabelText(/RRR or invoice number/));
    await userEvent.type(screen.getByLabelText(/RRR or invoice number/), "INV0000001ABCDE");
    await userEvent.click(screen.getByRole("button", { name: "Show payments" }));
    const table = await screen.findByRole("table", { name: "Your sundry invoices" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getAllByText("₦2,000.00", { selector: "td" })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Receipt INV0000001ABCDE" }).getAttribute("href")).toBe(
      "/sundry_reciepts?reference=INV0000001ABCDE",
    );
    expect(screen.getByRole("link", { name: "Invoice INV0000002ABCDE" }).getAttribute("href")).toBe(
      "/bursary_collection/all?invoice=INV0000002ABCDE",
    );
    expect(screen.getByRole("button", { name: /Export CSV/ })).toBeTruthy();
    // Every page carries the proof beside the list's own parameters; the proving page was asked once.
    const calls = fake.calls("GET", "/Sundry/payment-history");
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.get("phone")).toBe("08031234567");
    expect(calls[1]?.query.get("reference")).toBe("INV0000001ABCDE");
    expect(calls[1]?.query.get("page")).toBe("1");
  });
});
