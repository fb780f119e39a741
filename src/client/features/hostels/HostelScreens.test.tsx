import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { AvailableBedSpace, HostelStanding } from "../../../contract/hostels";
import type { InvoiceView } from "../../../contract/payments";
import { BOOKING_REFUSALS } from "../../../schema/hostels/bookingRules";
import BedSpaces from "./BedSpaces";
import BookHostel from "./BookHostel";
import HostelHome from "./HostelHome";
import HostelInvoice from "./HostelInvoice";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

const OPEN: HostelStanding = {
  session: { id: 3, name: "2026/2027" },
  window: {
    state: "open",
    opensOn: "2026-10-05",
    closesOn: "2027-08-27",
    holdHours: 48,
    message: "Hostel booking for 2026/2027 is open until 27 August 2027.",
  },
  reservation: null,
};

const bed = (bedSpaceId: number, bedSpace: string): AvailableBedSpace => ({
  bedSpaceId,
  bedSpace,
  hostelId: 1,
  hostel: "Sardauna Hall",
  roomId: 7,
  room: "102",
  categoryId: 1,
  category: "NCE and JUPEB students",
  price: 3_500_000,
});

const invoice: InvoiceView = {
  invoiceNumber: "INV00000HOSTEL1",
  fullName: "Adebayo Adeyemi",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-20T10:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: "unpaid",
  isPaid: false,
  paidAt: null,
  description: "Hostel 2026/2027",
  amount: 3_500_000,
  paymentType: "Full",
  paymentPurposeId: 3,
  sessionId: 3,
  matricNumber: "NCE/2025/CSC/0101",
  recieptItems: [],
};

function renderHostel(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/hostel" element={<HostelHome />} />
      <Route path="/hostel/book_hostel" element={<BookHostel />} />
      <Route path="/hostel/bed_spaces" element={<BedSpaces />} />
      <Route path="/hostel/invoice" element={<HostelInvoice />} />
    </Routes>,
    url,
  );
}

describe("the student's hostel screens", () => {
  it("offer booking while the window is open and the student has no bed", async () => {
    fake = installFakeHttp((request) =>
      request.path === "/Hostel/my-hostel" ? ok(OPEN) : { status: 404, body: {} },
    );
    renderHostel("/hostel");
    expect(await screen.findByText(OPEN.window.message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a bed space" }).getAttribute("href")).toBe(
      "/hostel/book_hostel",
    );
  });

  it("say why booking is shut instead of listing categories", async () => {
    const closed = {
      ...OPEN,
      window: {
        ...OPEN.window,
        state: "closed" as const,
        message: "Hostel booking for 2026/2027 closed on 18 December 2026.",
      },
    };
    fake = installFakeHttp((request) =>
      request.path === "/Hostel/my-hostel" ? ok(closed) : ok([bed(1, "Bed 1")]),
    );
    renderHostel("/hostel/book_hostel");
    expect(await screen.findByText("Booking is not open")).toBeTruthy();
    expect(screen.getByText(/closed on 18 December 2026/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Choose / })).toBeNull();
  });

  it("show the server's words when another student was quicker, and list the beds again without it", async () => {
    let taken = false;
    fake = installFakeHttp((request) => {
      if (request.path === "/Hostel/my-hostel") return ok(OPEN);
      if (request.path === "/Hostel/available-bed-spaces")
        return ok(taken ? [bed(2, "Bed 2")] : [bed(1, "Bed 1"), bed(2, "Bed 2")]);
      if (request.path === "/Hostel/book-bed-space") {
        taken = true;
        return { status: 409, body: { success: false, message: BOOKING_REFUSALS.bedTaken, errors: [] } };
      }
      return { status: 404, body: {} };
    });
    renderHostel("/hostel/bed_spaces?roomId=7");
    await userEvent.click(await screen.findByRole("button", { name: "Book Bed 1" }));
    expect((await screen.findByRole("alert")).textContent).toContain(BOOKING_REFUSALS.bedTaken);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Book Bed 1" })).toBeNull());
    expect(screen.getByRole("button", { name: "Book Bed 2" })).toBeTruthy();
    expect(fake.calls("POST", "/Hostel/book-bed-space")[0]?.body).toEqual({ bedSpaceId: 1 });
  });

  it("open the booking's invoice once the bed is held", async () => {
    fake = installFakeHttp((request) => {
      if (request.path === "/Hostel/my-hostel") return ok(OPEN);
      if (request.path === "/Hostel/available-bed-spaces") return ok([bed(1, "Bed 1")]);
      if (request.path === "/Hostel/book-bed-space") return ok({ reservation: {}, invoice });
      if (request.path === `/Payment/invoice/${invoice.invoiceNumber}`) return ok(invoice);
      return { status: 404, body: {} };
    });
    const { location } = renderHostel("/hostel/bed_spaces?roomId=7");
    await userEvent.click(await screen.findByRole("button", { name: "Book Bed 1" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hostel invoice" })).toBeTruthy();
    expect(location.search).toBe(`?invoiceNumber=${invoice.invoiceNumber}`);
    expect(await screen.findByText("Hostel 2026/2027")).toBeTruthy();
  });
});
