import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthServer, fieldError, restoreHttp } from "../../../../tests/support/fakeAuthServer";
import { flash } from "../../shell/flash";
import ChangeEmailPage, { type SetupState } from "./ChangeEmailPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const SETUP: SetupState = { userId: 41, setupToken: "setup-token-from-login", fullName: "Ngozi Newcomer" };
const URL = "/Authentication/send-setup-password-email";
const SENT =
  "We have sent a link to set your password to ngozi@example.edu.ng. It works once, for 30 minutes.";

function renderPage(state: SetupState | null = SETUP) {
  const router = createMemoryRouter(
    [
      { path: "/change_email", element: <ChangeEmailPage /> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [{ pathname: "/change_email", state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const emailField = () => screen.getByLabelText("Email Address");
const confirmField = () => screen.getByLabelText("Confirm Email Address");

afterEach(() => {
  cleanup();
  restoreHttp();
  vi.mocked(flash).mockClear();
});

describe("ChangeEmailPage", () => {
  it("sends the user to the login page when opened without the login's setup token", async () => {
    const router = renderPage(null);
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("checks both fields before sending, naming each problem", async () => {
    const calls = fakeAuthServer({});
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(/Welcome, Ngozi Newcomer\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send Link" }));
    expect(screen.getByText("please input email address")).toBeTruthy();
    expect(screen.getByText("please confirm your email address")).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
    await user.type(emailField(), "ngozi@example.edu.ng");
    await user.type(confirmField(), "ngozi@example.edu.com");
    await user.click(screen.getByRole("button", { name: "Send Link" }));
    expect(screen.getByText("email addresses do not match")).toBeTruthy();
    expect(document.activeElement).toBe(confirmField());
    expect(calls).toEqual([]);
  });

  it("sends the address with the setup token and shows where the link went", async () => {
    const calls = fakeAuthServer({
      [URL]: { status: 200, data: { success: true, message: SENT, data: null } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(emailField(), " ngozi@example.edu.ng ");
    await user.type(confirmField(), "NGOZI@example.edu.ng");
    await user.click(screen.getByRole("button", { name: "Send Link" }));
    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeTruthy();
    expect(screen.getByText(SENT)).toBeTruthy();
    expect(calls).toEqual([
      { url: URL, body: { userId: 41, email: "ngozi@example.edu.ng", setupToken: "setup-token-from-login" } },
    ]);
  });

  it("puts the server's message about the address on the field", async () => {
    fakeAuthServer({ [URL]: fieldError("email", "invalid email address") });
    const user = userEvent.setup();
    renderPage();
    // The browser's check is a first pass; the server's format check is the judge.
    await user.type(emailField(), "ngozi@example.x");
    await user.type(confirmField(), "ngozi@example.x");
    await user.click(screen.getByRole("button", { name: "Send Link" }));
    expect(await screen.findByText("invalid email address")).toBeTruthy();
    expect(flash).not.toHaveBeenCalled();
  });

  it("flashes the server's message and returns to the login page when the setup session has ended", async () => {
    const expired = "Your setup session has expired. Please sign in again.";
    fakeAuthServer({ [URL]: fieldError("setupToken", expired) });
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(emailField(), "ngozi@example.edu.ng");
    await user.type(confirmField(), "ngozi@example.edu.ng");
    await user.click(screen.getByRole("button", { name: "Send Link" }));
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(flash).toHaveBeenCalledWith({
      title: "Account Setup Failed!",
      message: expired,
      intent: "danger",
      timeout: 5000,
    });
  });
});
