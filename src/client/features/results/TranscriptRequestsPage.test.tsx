import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import TranscriptRequestsPage from "./TranscriptRequestsPage";

/** The registry's list over its own endpoint (not a resource): a Grid over `endpointListSource`. */
const requests = [
  {
    id: 7,
    requestedAt: "2026-03-02T09:00:00.000Z",
    payerName: "Okafor, Adaeze",
    regNumber: "NCE/2025/CSC/0101",
    institutionName: "University of Lagos",
    institutionAddress: "Akoka, Lagos",
    invoiceNumber: "INV000007",
    paymentStatus: "paid",
    paidAt: "2026-03-02T10:00:00.000Z",
    printCount: 0,
    printedAt: null,
    studentId: 3,
  },
  {
    id: 6,
    requestedAt: "2026-03-01T09:00:00.000Z",
    payerName: "Bello, Musa",
    regNumber: "NCE/1999/XYZ/0001",
    institutionName: "Ahmadu Bello University",
    institutionAddress: "Zaria",
    invoiceNumber: "INV000006",
    paymentStatus: "paid",
    paidAt: "2026-03-01T10:00:00.000Z",
    printCount: 0,
    printedAt: null,
    studentId: null,
  },
  {
    id: 5,
    requestedAt: "2026-02-28T09:00:00.000Z",
    payerName: "Eze, Chidi",
    regNumber: null,
    institutionName: "University of Nigeria",
    institutionAddress: "Nsukka",
    invoiceNumber: "INV000005",
    paymentStatus: "unpaid",
    paidAt: null,
    printCount: 0,
    printedAt: null,
    studentId: null,
  },
];

function serve(request: FakeRequest) {
  if (request.path.endsWith("/export"))
    return {
      status: 200,
      body: new Blob(["a,b"]),
      headers: { "content-disposition": 'attachment; filename="transcript-requests.csv"' },
    };
  const status = request.query.get("paymentStatus");
  const rows = status ? requests.filter((row) => row.paymentStatus === status) : requests;
  return listReply(rows, 1, 10, rows.length);
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const lastQuery = () =>
  Object.fromEntries(fake.calls("GET", "/Results/transcript-requests").at(-1)?.query ?? []);

describe("TranscriptRequestsPage", () => {
  it("lists the endpoint's page newest first, with Print only where a paid request has a student", async () => {
    renderWithProviders(<TranscriptRequestsPage />, "/results/transcripts");
    const table = await screen.findByRole("table", { name: "Transcript requests" });
    await within(table).findByText("Okafor, Adaeze");
    expect(lastQuery()).toEqual({ page: "1", pageSize: "10", sort: "-requestedAt" });
    const print = within(table).getByRole("link", { name: "Print transcript for Okafor, Adaeze" });
    expect(print.getAttribute("href")).toBe("/results/transcripts/print?id=7");
    const unmatched = within(table).getByRole("row", { name: /Bello, Musa/ });
    expect(within(unmatched).getByText("No student has this matric number")).toBeTruthy();
    const unpaid = within(table).getByRole("row", { name: /Eze, Chidi/ });
    expect(within(unpaid).queryByRole("link")).toBeNull();
    expect(screen.getByText("Showing 1–3 of 3")).toBeTruthy();
  });

  it("filters by status and sorts by a column through the query, kept in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<TranscriptRequestsPage />, "/results/transcripts");
    await screen.findByText("Eze, Chidi");
    await user.selectOptions(screen.getByLabelText("Status"), "unpaid");
    await waitFor(() => expect(screen.queryByText("Okafor, Adaeze")).toBeNull());
    expect(lastQuery()).toMatchObject({ paymentStatus: "unpaid" });
    expect(location.search).toBe("?paymentStatus=unpaid");
    await user.click(screen.getByRole("button", { name: "Student" }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: "payerName", paymentStatus: "unpaid" }));
  });

  it("exports the shown query from the endpoint's export", async () => {
    const createObjectURL = vi.fn(() => "blob:export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<TranscriptRequestsPage />, "/results/transcripts?paymentStatus=paid&search=Okafor");
    await screen.findByText("Okafor, Adaeze");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [exported] = fake.calls("GET", "/Results/transcript-requests/export");
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      format: "csv",
      page: "1",
      pageSize: "10",
      sort: "-requestedAt",
      search: "Okafor",
      paymentStatus: "paid",
    });
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
