import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import ApplicantInvoicesPage from "./ApplicantInvoicesPage";

const row = (id: number, paymentStatus: string) => ({
  id,
  invoiceNumber: `INV00000${id}`,
  payerName: `Applicant ${id}`,
  applicationTypeId: "nce",
  sessionId: 1,
  payerPhone: "08031234567",
  rrr: null,
  amount: 200000,
  paymentStatus,
  createdAt: "2026-03-01T09:00:00.000Z",
});

function serve(request: FakeRequest) {
  if (request.path === "/Lookups/applicationTypes")
    return { status: 200, body: { data: [{ id: "nce", name: "NCE" }] } };
  if (request.path.startsWith("/Lookups/")) return { status: 200, body: { data: [] } };
  if (request.method === "POST")
    return { status: 200, body: { data: { ...row(1, "cancelled"), paymentStatus: "cancelled" } } };
  return listReply([row(1, "unpaid"), row(2, "paid")], 1, 10, 2);
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

describe("ApplicantInvoicesPage", () => {
  it("lists application invoices from their endpoint with the type named, and filters by type", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<ApplicantInvoicesPage />, "/applications/manage_invoices");
    const table = await screen.findByRole("table", { name: "Application invoices" });
    expect(await within(table).findAllByText("NCE")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Manage application invoices" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Application"), "nce");
    expect(location.search).toBe("?applicationTypeId=nce");
    const query = Object.fromEntries(fake.calls("GET", "/Application/invoices").at(-1)?.query ?? []);
    expect(query).toMatchObject({ applicationTypeId: "nce", sort: "-createdAt" });
  });

  it("cancels an unpaid invoice after asking, and only an unpaid one offers it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApplicantInvoicesPage />, "/applications/manage_invoices");
    const table = await screen.findByRole("table", { name: "Application invoices" });
    await within(table).findByText("Applicant 1");
    const cancels = within(table).getAllByRole("button", { name: /^Cancel/ });
    expect(cancels.map((button) => button.textContent)).toEqual(["Cancel INV000001"]);
    await user.click(cancels[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Cancel invoice INV000001 of Applicant 1 (₦2,000.00)?");
    const listCalls = () => fake.calls("GET", "/Application/invoices").length;
    const before = listCalls();
    await user.click(within(dialog).getByRole("button", { name: "Cancel invoice" }));
    expect(fake.calls("POST", "/Application/invoices/INV000001/cancel")).toHaveLength(1);
    // The list asks again, so the row shows what became of the invoice.
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});
