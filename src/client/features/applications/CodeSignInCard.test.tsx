import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flash } from "../../shell/flash";
import { CODE_SIGN_IN_MESSAGES, CodeSignInCard, type CodeSignInCardProps } from "./CodeSignInCard";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

afterEach(() => {
  cleanup();
  vi.mocked(flash).mockClear();
});

const SENT = { email: "a*****1@example.com", minutes: 10 };
const WRONG = "The code is not correct. Please check your email and try again.";

function renderCard(calls: Pick<CodeSignInCardProps, "signIn" | "verify">) {
  const router = createMemoryRouter(
    [
      {
        path: "/sign_in",
        element: (
          <CodeSignInCard
            idPrefix="test"
            title="Test sign-in"
            intro="Give your ticket and phone."
            reference={{ name: "ticket", label: "Ticket", pattern: /^T[0-9]+$/, message: "bad ticket" }}
            links={<a href="/elsewhere">Elsewhere</a>}
            codeButtonText="Go in"
            anotherReferenceText="Use another ticket"
            next="/inside"
            {...calls}
          />
        ),
      },
      { path: "/inside", element: <h1>Inside</h1> },
    ],
    { initialEntries: ["/sign_in"] },
  );
  render(<RouterProvider router={router} />);
}

const ticket = () => screen.getByLabelText("Ticket");
const phone = () => screen.getByLabelText("Phone Number");
const code = () => screen.getByLabelText("Code");

describe("CodeSignInCard", () => {
  it("names each malformed field under it, focuses the first and sends nothing", async () => {
    const signIn = vi.fn(async () => SENT);
    renderCard({ signIn, verify: vi.fn() });
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { name: "Test sign-in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Elsewhere" })).toBeTruthy();
    await user.type(phone(), "0803");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("bad ticket")).toBeTruthy();
    expect(screen.getByText(CODE_SIGN_IN_MESSAGES.phoneNumber)).toBeTruthy();
    expect(document.activeElement).toBe(ticket());
    expect(ticket().id).toBe("test-ticket");
    expect(ticket().getAttribute("name")).toBe("ticket");
    expect(phone().id).toBe("test-phoneNumber");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sends the trimmed reference and phone, asks for the code, and goes on once it is right", async () => {
    const signIn = vi.fn(async () => SENT);
    const verify = vi.fn(async () => ({}));
    renderCard({ signIn, verify });
    const user = userEvent.setup();
    await user.type(ticket(), " T123 ");
    await user.type(phone(), "08031234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith({ reference: "T123", phoneNumber: "08031234567" });
    expect(screen.getByText(SENT.email)).toBeTruthy();
    expect(code().id).toBe("test-code");

    await user.type(code(), "12a");
    await user.click(screen.getByRole("button", { name: "Go in" }));
    expect(screen.getByText(CODE_SIGN_IN_MESSAGES.code)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
    await user.clear(code());
    await user.type(code(), "123456");
    await user.click(screen.getByRole("button", { name: "Go in" }));
    expect(await screen.findByRole("heading", { name: "Inside" })).toBeTruthy();
    expect(verify).toHaveBeenCalledWith({ reference: "T123", phoneNumber: "08031234567", code: "123456" });
  });

  it("flashes a refused sign-in and stays on step one", async () => {
    const signIn = vi.fn(async () => {
      throw new Error("Your invoice is not paid.");
    });
    renderCard({ signIn, verify: vi.fn() });
    const user = userEvent.setup();
    await user.type(ticket(), "T1");
    await user.type(phone(), "08031234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith(expect.objectContaining({ title: "Invalid Action!" })),
    );
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
  });

  it("flashes a wrong code and lets the applicant retry, ask for a new code or change the details", async () => {
    const signIn = vi.fn(async () => SENT);
    const verify = vi.fn().mockRejectedValueOnce(new Error(WRONG)).mockResolvedValue({});
    renderCard({ signIn, verify });
    const user = userEvent.setup();
    await user.type(ticket(), "T1");
    await user.type(phone(), "08031234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "000000");
    await user.click(screen.getByRole("button", { name: "Go in" }));
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith(expect.objectContaining({ title: "Invalid Action!" })),
    );
    expect(screen.getByRole("heading", { name: "Enter your sign-in code" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole("button", { name: "Use another ticket" }));
    expect((ticket() as HTMLInputElement).value).toBe("T1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Go in" }));
    expect(await screen.findByRole("heading", { name: "Inside" })).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
