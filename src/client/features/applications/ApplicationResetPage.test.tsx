import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { flash } from "../../shell/flash";
import ApplicationResetPage, { RESET_MESSAGES } from "./ApplicationResetPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

let server: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  vi.mocked(flash).mockClear();
});

const field = () => screen.getByLabelText("Invoice Number or RRR");
const reset = () => screen.getByRole("button", { name: "Reset application" });

describe("ApplicationResetPage", () => {
  it("asks for the reference before sending anything", async () => {
    server = installFakeHttp(() => ({ status: 500 }));
    const user = userEvent.setup();
    render(<ApplicationResetPage />);
    await user.click(reset());
    expect(screen.getByText(RESET_MESSAGES.reference)).toBeTruthy();
    expect(document.activeElement).toBe(field());
    expect(server.requests).toEqual([]);
  });

  it("resets by invoice number or RRR and says whose application is open again", async () => {
    server = installFakeHttp(() => ({
      status: 200,
      body: {
        success: true,
        message: "The application of Bello Amina can be changed again.",
        data: { applicationTypeId: "nce", fullName: "Bello Amina", invoiceNumber: "INV0000001ABCDE" },
      },
    }));
    const user = userEvent.setup();
    render(<ApplicationResetPage />);
    await user.type(field(), " 290000000001 ");
    await user.click(reset());
    expect(await screen.findByText(/The application of Bello Amina can be changed again/)).toBeTruthy();
    expect(server.calls("POST", "/Application/reset").map((call) => call.body)).toEqual([
      { reference: "290000000001" },
    ]);
  });

  it("flashes the server's refusal for 5 s", async () => {
    const message = "This applicant has no submitted application to reset.";
    server = installFakeHttp(() => ({ status: 404, body: { success: false, message } }));
    const user = userEvent.setup();
    render(<ApplicationResetPage />);
    await user.type(field(), "INV0000001ABCDE");
    await user.click(reset());
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: RESET_MESSAGES.title,
        message,
        intent: "danger",
        timeout: 5000,
      }),
    );
  });
});
