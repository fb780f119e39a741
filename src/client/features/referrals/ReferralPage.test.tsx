import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeHttp, installFakeHttp, listReply } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import ReferralPage from "./ReferralPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  vi.restoreAllMocks();
  cleanup();
});

const rows = [
  {
    id: 7,
    fullName: "Bola Referred",
    applicationType: "NCE (Full Time)",
    appliedAt: "2026-11-20T09:00:00.000Z",
    paymentStatus: "Paid",
  },
  {
    id: 8,
    fullName: "Chidi Okoro",
    applicationType: "Pre-NCE",
    appliedAt: "2026-11-21T09:00:00.000Z",
    paymentStatus: "Not paid",
  },
];

function server() {
  return installFakeHttp((request) => {
    if (request.path === "/Authentication/referral-code")
      return { status: 200, body: { success: true, data: { code: "3FA94C1B" } } };
    if (request.path === "/Authentication/referrals") return listReply(rows, 1, 10, 2);
    return { status: 404, body: { success: false, message: "Not found" } };
  });
}

describe("/referral", () => {
  it("shows the code, a link that pre-fills it, copies the link, and lists who applied with it", async () => {
    fake = server();
    // After userEvent's setup, which puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<ReferralPage />, "/referral");

    expect((await screen.findByTestId("referral-code")).textContent).toBe("3FA94C1B");
    const link = screen.getByRole("textbox", { name: "Your referral link" }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/generate_nce_students_invoice?ref=3FA94C1B`);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(await screen.findByText(/The link is copied/)).toBeTruthy();

    const bola = await screen.findByRole("row", { name: /Bola Referred/ });
    expect(within(bola).getByText("NCE (Full Time)")).toBeTruthy();
    expect(within(bola).getByText("Paid")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Chidi Okoro/ })).getByText("Not paid")).toBeTruthy();
  });

  it("says so when the browser will not copy, leaving the link to select", async () => {
    fake = server();
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: async () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    renderWithProviders(<ReferralPage />, "/referral");
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(/select it above and copy it yourself/)).toBeTruthy();
  });
});
