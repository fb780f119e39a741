import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeHttp } from "../../../../tests/support/fakeHttp";
import type { InvoiceView } from "../../../contract/payments";
import { createQueryClient } from "../../api/queryClient";
import { applicationChoiceOf } from "../applications/applicationChoice";
import { applicationMetas } from "../applications/applicationMetas";
import ApplicantInvoiceViewPage from "./ApplicantInvoiceViewPage";

const nce = applicationMetas.find((meta) => meta.id === "nce");
if (!nce) throw new Error("the NCE type folder is missing");
const application = applicationChoiceOf(nce);

const invoice: InvoiceView = {
  invoiceNumber: "INV00000A1B2C3",
  fullName: "Chidinma Okafor",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-20T10:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: "unpaid",
  isPaid: false,
  paidAt: null,
  description: "NCE Programme Application Fee 2026/2027",
  amount: 1_000_000,
  paymentType: "Full",
  paymentPurposeId: 10,
  sessionId: 3,
  matricNumber: null,
  recieptItems: [
    {
      kind: "fee",
      description: "NCE Programme Application Fee",
      amount: 1_000_000,
      paymentType: "Full",
      paymentPurposeId: 10,
    },
  ],
};

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

function renderScreen(path: string, state: unknown) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/", { pathname: path, state }]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path={path} element={<ApplicantInvoiceViewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ApplicantInvoiceViewPage", () => {
  it("shows the invoice handed over, then its status now (a return from the gateway shows PAID)", async () => {
    const fake = installFakeHttp(({ path }) =>
      path === `/Payment/invoice/${invoice.invoiceNumber}`
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                ...invoice,
                paymentStatus: "paid",
                isPaid: true,
                paidAt: "2026-11-21T09:00:00.000Z",
                rrr: "290000000012",
              },
            },
          }
        : { status: 404 },
    );
    restore = fake.restore;
    renderScreen("/nce_invoice", { application, invoiceNumber: invoice.invoiceNumber, invoice });
    expect(screen.getByTestId("invoice-total").textContent).toBe("₦10,000.00");
    expect(await screen.findByText("PAID")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /online/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    const back = screen.getByRole("link", { name: "Generate NCE Programme Invoice" });
    expect(back.getAttribute("href")).toBe("/generate_nce_students_invoice");
    expect(screen.queryByText("Postgraduate")).toBeNull();
  });

  it("reads the invoice by its number when only the number came (an existing invoice), under the type's name on the generic screen", async () => {
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: invoice } }));
    restore = fake.restore;
    // A diploma of the NCE student type, as an officer publishes it (issue 25): its own title leads.
    const diploma = { ...application, name: "Diploma in Early Childhood Education" };
    renderScreen("/other_students_invoice", { application: diploma, invoiceNumber: invoice.invoiceNumber });
    expect(await screen.findByTestId("invoice-number")).toBeTruthy();
    expect(screen.getByTestId("invoice-number").textContent).toBe(invoice.invoiceNumber);
    expect(screen.getByRole("button", { name: "Pay ₦10,000.00 online" })).toBeTruthy();
    const trail = screen.getByRole("navigation", { name: /breadcrumb/i });
    // Each crumb's whole name (a long one is cut on screen, whole in its title).
    const names = within(trail)
      .getAllByRole("listitem")
      .map((item) => item.getAttribute("title") ?? item.textContent);
    expect(names).toEqual([
      "Home",
      "Diploma in Early Childhood Education",
      "Generate Diploma in Early Childhood Education Invoice",
      "Invoice",
    ]);
    expect(screen.queryByText("Postgraduate")).toBeNull();
    expect(fake.calls("GET", `/Payment/invoice/${invoice.invoiceNumber}`)).toHaveLength(1);
  });

  it("returns to the previous page when opened without state", async () => {
    restore = installFakeHttp(() => ({ status: 500 })).restore;
    renderScreen("/nce_invoice", null);
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
  });
});
