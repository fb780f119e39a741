import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeHttp } from "../../../../tests/support/fakeHttp";
import type { PaymentVerification } from "../../../contract/payments";
import { createQueryClient } from "../../api/queryClient";
import { flash } from "../../shell/flash";
import VerifyPaymentPage from "./VerifyPaymentPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const paid: PaymentVerification = {
  invoiceNumber: "INV00000A1B2C3",
  rrr: "290000000012",
  paymentStatus: "paid",
  isPaid: true,
  amount: 1_000_000,
  paidAt: "2026-11-21T09:00:00.000Z",
  payerName: "C******* O*****",
  description: "NCE Programme Application Fee 2026/2027",
  paymentPurposeId: 10,
  applicationTypeId: "nce",
};

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  vi.mocked(flash).mockClear();
});

function renderPage(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <VerifyPaymentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("VerifyPaymentPage", () => {
  it("shows anyone's check by RRR as the status only, and links the receipt by the RRR", async () => {
    const statusOnly = { ...paid, invoiceNumber: null, payerName: null };
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: statusOnly } }));
    restore = fake.restore;
    renderPage(`/verify_payment_status?reference=${paid.rrr}`);
    expect((await screen.findByTestId("payment-status")).textContent).toBe("PAID");
    expect(screen.queryByTestId("payer-name")).toBeNull();
    expect(screen.queryByText("Invoice number")).toBeNull();
    expect(screen.getByRole("link", { name: "View receipt" }).getAttribute("href")).toBe(
      `/admission_status_reciepts?reference=${paid.rrr}`,
    );
  });

  it("answers at once for the reference the gateway returns with, linking the receipt", async () => {
    const fake = installFakeHttp(({ query }) =>
      query.get("reference") === paid.invoiceNumber
        ? { status: 200, body: { success: true, data: paid } }
        : { status: 404 },
    );
    restore = fake.restore;
    renderPage(`/verify_payment_status?reference=${paid.invoiceNumber}`);
    expect((await screen.findByTestId("payment-status")).textContent).toBe("PAID");
    expect(screen.getByTestId("payment-amount").textContent).toBe("₦10,000.00");
    expect(screen.getByTestId("payer-name").textContent).toBe("C******* O*****");
    expect(screen.getByRole("link", { name: "View receipt" }).getAttribute("href")).toBe(
      `/admission_status_reciepts?reference=${paid.invoiceNumber}`,
    );
    expect((screen.getByLabelText(/^RRR or invoice number/) as HTMLInputElement).value).toBe(
      paid.invoiceNumber,
    );
    // The applicant goes on to their application's sign-in.
    expect(
      screen.getByRole("link", { name: "Continue to your NCE Programme application" }).getAttribute("href"),
    ).toBe("/nce_login");
  });

  it("asks for a reference, then flashes 'Invalid Action!' for 5 s when none matches", async () => {
    const message = "No invoice or payment has this reference";
    const fake = installFakeHttp(() => ({
      status: 404,
      body: { success: false, title: "Not found", message, errors: [] },
    }));
    restore = fake.restore;
    const user = userEvent.setup();
    renderPage("/verify_payment_status");
    await user.click(screen.getByRole("button", { name: "Check status" }));
    // The message names the field already, so the summary does not repeat its title before it.
    expect(await screen.findByText("please enter an RRR or invoice number", { selector: "li" })).toBeTruthy();
    expect(fake.requests).toEqual([]);
    await user.type(screen.getByLabelText(/^RRR or invoice number/), " 290000000099 ");
    await user.click(screen.getByRole("button", { name: "Check status" }));
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Invalid Action!",
        message,
        intent: "danger",
        timeout: 5000,
      }),
    );
    expect(fake.requests[0]?.query.get("reference")).toBe("290000000099");
    expect(screen.getByText("No payment found")).toBeTruthy();
  });

  it("after a cancelled payment says what happened and takes the payer back to the gateway to pay again", async () => {
    const cancelled: PaymentVerification = {
      ...paid,
      paymentStatus: "unpaid",
      isPaid: false,
      paidAt: null,
      lastAttempt: { state: "cancelled", at: "2026-11-21T09:00:00.000Z" },
      studentInvoice: false,
    };
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fake = installFakeHttp(({ path }) =>
      path === "/Payment/initiate-payment"
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                invoiceNumber: paid.invoiceNumber,
                rrr: "290000000012",
                cardPaymentLink: "https://pay.example/x",
                amount: 1,
              },
            },
          }
        : { status: 200, body: { success: true, data: cancelled } },
    );
    restore = () => {
      fake.restore();
      vi.unstubAllGlobals();
    };
    renderPage(`/verify_payment_status?reference=${paid.invoiceNumber}`);
    const notice = await screen.findByTestId("payment-attempt");
    expect(notice.textContent).toContain("Payment cancelled");
    expect(notice.textContent).toContain("nothing was paid");
    expect(screen.queryByRole("link", { name: "View receipt" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay again" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/x"));
  });

  it("sends the payer of a student's invoice to sign in for the receipt, never to a receipt that cannot open", async () => {
    const students: PaymentVerification = {
      ...paid,
      paymentPurposeId: 2,
      studentInvoice: true,
      lastAttempt: null,
    };
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: students } }));
    restore = fake.restore;
    renderPage(`/verify_payment_status?reference=${paid.invoiceNumber}`);
    const signIn = await screen.findByRole("link", { name: "Sign in to print the receipt" });
    expect(signIn.getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "View receipt" })).toBeNull();
  });
});
