import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthServer, restoreHttp } from "../../../../tests/support/fakeAuthServer";
import { flash } from "../../shell/flash";
import VerifyAccountPage from "./VerifyAccountPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const URL = "/Authentication/verify-user";
const ANSWER =
  "If these details match an account that still needs to be set up, we have sent a link to set your password to the email address on record.";

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/verify_account"]}>
      <VerifyAccountPage />
    </MemoryRouter>,
  );
}

const regNumber = () => screen.getByLabelText("Registration Number");
const contact = () => screen.getByLabelText("Email Address or Phone Number");
const verify = () => screen.getByRole("button", { name: "Verify Account" });

afterEach(() => {
  cleanup();
  restoreHttp();
  vi.mocked(flash).mockClear();
});

describe("VerifyAccountPage", () => {
  it("names each missing or malformed field and sends nothing", async () => {
    const calls = fakeAuthServer({});
    const user = userEvent.setup();
    renderPage();
    await user.click(verify());
    expect(screen.getByText("please input your registration number")).toBeTruthy();
    expect(screen.getByText("please input your email address or phone number")).toBeTruthy();
    expect(document.activeElement).toBe(regNumber());
    await user.type(regNumber(), "NCE/2026/0001");
    for (const wrong of ["0803123", "someone@", "+23480312345"]) {
      await user.clear(contact());
      await user.type(contact(), wrong);
      await user.click(verify());
      expect(screen.getByText("please enter a valid email address or phone number"), wrong).toBeTruthy();
    }
    expect(calls).toEqual([]);
  });

  it.each([
    ["an email address", "amaka@example.edu.ng"],
    ["a phone number", "08031234567"],
    ["a phone number with +234", "+2348031234567"],
  ])("sends the registration number with %s and shows the server's one answer", async (_kind, given) => {
    const calls = fakeAuthServer({
      [URL]: { status: 200, data: { success: true, message: ANSWER, data: null } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(regNumber(), " NCE/2026/0001 ");
    await user.type(contact(), given);
    await user.click(verify());
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(screen.getByText(ANSWER)).toBeTruthy();
    expect(calls).toEqual([{ url: URL, body: { userName: "NCE/2026/0001", contact: given } }]);
  });

  it("flashes the server's message when asked too often, and keeps the form", async () => {
    const message = "Too many verification requests. Please wait 15 minutes and try again.";
    fakeAuthServer({
      [URL]: { status: 429, data: { success: false, title: "Too many attempts", message, errors: [] } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(regNumber(), "NCE/2026/0001");
    await user.type(contact(), "08031234567");
    await user.click(verify());
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Account Setup Failed!",
        message,
        intent: "danger",
        timeout: 5000,
      }),
    );
    expect(verify()).toBeTruthy();
  });
});
