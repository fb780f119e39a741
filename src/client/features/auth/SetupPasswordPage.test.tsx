import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAuthServer, fieldError, restoreHttp } from "../../../../tests/support/fakeAuthServer";
import { flash } from "../../shell/flash";
import SetupPasswordPage from "./SetupPasswordPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const URL = "/Authentication/setup-password";
const PASSWORD = "Chosen#Pass9";

function renderPage(search = "?token=link-token") {
  const router = createMemoryRouter(
    [
      { path: "/setup_password", element: <SetupPasswordPage /> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [`/setup_password${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New Password"), password);
  await user.type(screen.getByLabelText("Confirm Password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Set Password" }));
}

afterEach(() => {
  cleanup();
  restoreHttp();
  vi.mocked(flash).mockClear();
});

describe("SetupPasswordPage", () => {
  it("asks for the link from the setup mail when opened without one", () => {
    renderPage("");
    expect(screen.getByRole("alert").textContent).toBe(
      "This page needs the link from your setup email. Please ask for a new one.",
    );
    expect(screen.getByRole("link", { name: "Get a new link" }).getAttribute("href")).toBe("/verify_account");
  });

  it("checks the password rule and the confirmation before sending", async () => {
    const calls = fakeAuthServer({});
    renderPage();
    await choose("weakpass");
    expect(screen.getByText(/^password must be 8 to 30 characters long/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sets the password with the link's token, then sends the user to sign in", async () => {
    const calls = fakeAuthServer({ [URL]: { status: 200, data: { success: true, data: null } } });
    const router = renderPage();
    await choose(PASSWORD);
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(calls).toEqual([
      { url: URL, body: { token: "link-token", password: PASSWORD, confirmPassword: PASSWORD } },
    ]);
    expect(flash).toHaveBeenCalledWith({
      title: "Account Set Up!",
      message: "Your account is set up. Please sign in with your new password.",
      intent: "success",
      timeout: 5000,
    });
  });

  it("replaces the form with the server's word when the link no longer works", async () => {
    const used =
      "This setup link is not valid or has already been used. Please sign in again, or verify your account, to get a new one.";
    fakeAuthServer({ [URL]: fieldError("token", used) });
    renderPage();
    await choose(PASSWORD);
    expect((await screen.findByRole("alert")).textContent).toBe(used);
    expect(screen.queryByRole("button", { name: "Set Password" })).toBeNull();
  });
});
