import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import PgReprintLoginPage, { REPRINT_FIELD_MESSAGES } from "./PgReprintLoginPage";

let server: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  server = undefined;
});

function renderPage() {
  server = installFakeHttp(({ path }) => {
    if (path === "/Applicant/pg/reprint/sign-in")
      return { status: 200, body: { success: true, data: { email: "a*****1@example.com", minutes: 10 } } };
    if (path === "/Applicant/pg/reprint/verify")
      return {
        status: 200,
        body: {
          success: true,
          data: {
            applicationTypeId: "pg",
            fullName: "Bello Amina",
            invoiceNumber: "INV0000001ABCDE",
            expiresAt: "2030-01-01T00:00:00.000Z",
          },
        },
      };
    throw new Error(`unexpected call ${path}`);
  });
  const router = createMemoryRouter(
    [
      { path: "/pg_reprint_login", element: <PgReprintLoginPage /> },
      { path: "/pg_application_details", element: <h1>The slip</h1> },
    ],
    { initialEntries: ["/pg_reprint_login"] },
  );
  render(<RouterProvider router={router} />);
  return server;
}

describe("PgReprintLoginPage", () => {
  it("checks the application number, then signs in with it (upper case) and opens the slip", async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { name: "Reprint your postgraduate application slip" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Not submitted yet? Sign in with your invoice" }).getAttribute("href"),
    ).toBe("/pg_login");
    const number = screen.getByLabelText("Application Number");
    expect(number.id).toBe("reprint-applicationNumber");
    await user.type(number, "12345");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText(REPRINT_FIELD_MESSAGES.applicationNumber)).toBeTruthy();
    expect(calls.requests).toEqual([]);

    await user.clear(number);
    await user.type(number, " pg/2026/000012 ");
    await user.type(screen.getByLabelText("Phone Number"), "08031234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code"), "123456");
    expect(screen.getByRole("button", { name: "Use another application number" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open my slip" }));
    expect(await screen.findByRole("heading", { name: "The slip" })).toBeTruthy();
    expect(calls.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: "/Applicant/pg/reprint/sign-in",
        body: { applicationNumber: "PG/2026/000012", phoneNumber: "08031234567" },
      },
      {
        path: "/Applicant/pg/reprint/verify",
        body: { applicationNumber: "PG/2026/000012", phoneNumber: "08031234567", code: "123456" },
      },
    ]);
  });
});
