import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeHttp, type FakeReply, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { APPLICANT_MESSAGES } from "../../api/applicants";
import { flash } from "../../shell/flash";
import ApplicantLoginPage, { LOGIN_FIELD_MESSAGES } from "./ApplicantLoginPage";
import { loadApplicationType } from "./applicationTypes";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

let server: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  server = undefined;
  vi.mocked(flash).mockClear();
});

const SENT: FakeReply = {
  status: 200,
  body: { success: true, message: "sent", data: { email: "a*****1@example.com", minutes: 10 } },
};
const SESSION: FakeReply = {
  status: 200,
  body: {
    success: true,
    data: {
      applicationTypeId: "nce",
      fullName: "Bello Amina",
      invoiceNumber: "INV0000001ABCDE",
      expiresAt: "2030-01-01T00:00:00.000Z",
    },
  },
};

/** The sign-in page reads only the type's meta. */
const nceType = await loadApplicationType("nce");

function renderPage(answers: Record<string, FakeReply | FakeReply[]>, state?: unknown) {
  const queues = new Map(Object.entries(answers).map(([path, answer]) => [path, [answer].flat()]));
  server = installFakeHttp(({ path }) => {
    const queue = queues.get(path);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer;
  });
  const router = createMemoryRouter(
    [
      { path: "/nce_login", element: <ApplicantLoginPage type={nceType} /> },
      { path: "/nce_application", element: <h1>The NCE form</h1> },
    ],
    { initialEntries: [{ pathname: "/nce_login", state }] },
  );
  render(<RouterProvider router={router} />);
  return server;
}

const reference = () => screen.getByLabelText("Invoice Number or RRR");
const phone = () => screen.getByLabelText("Phone Number");
const next = () => screen.getByRole("button", { name: "Continue" });

describe("ApplicantLoginPage", () => {
  it("names each missing or malformed field, focuses the first and sends nothing", async () => {
    const calls = renderPage({});
    const user = userEvent.setup();
    await user.click(next());
    expect(screen.getByText(LOGIN_FIELD_MESSAGES.reference)).toBeTruthy();
    expect(screen.getByText(LOGIN_FIELD_MESSAGES.phoneNumber)).toBeTruthy();
    expect(document.activeElement).toBe(reference());
    await user.type(reference(), "INV0000001ABCDE");
    await user.type(phone(), "0803123");
    await user.click(next());
    expect(screen.queryByText(LOGIN_FIELD_MESSAGES.reference)).toBeNull();
    expect(document.activeElement).toBe(phone());
    expect(calls.requests).toEqual([]);
    expect(
      screen.getByRole("link", { name: "No paid invoice yet? Generate your invoice" }).getAttribute("href"),
    ).toBe("/generate_nce_students_invoice");
  });

  it("opens from a paid invoice's status page with its RRR and phone filled in, and still sends the code", async () => {
    const calls = renderPage(
      { "/Applicant/nce/sign-in": SENT },
      { reference: "290012345678", phoneNumber: "08031234567" },
    );
    expect((reference() as HTMLInputElement).value).toBe("290012345678");
    expect((phone() as HTMLInputElement).value).toBe("08031234567");
    await userEvent.setup().click(next());
    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeTruthy();
    expect(calls.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/Applicant/nce/sign-in", body: { reference: "290012345678", phoneNumber: "08031234567" } },
    ]);
  });

  it("starts empty when opened with state that is not a sign-in's", () => {
    renderPage({}, { reference: 42 });
    expect((reference() as HTMLInputElement).value).toBe("");
    expect((phone() as HTMLInputElement).value).toBe("");
  });

  it("signs in with invoice and phone, then the emailed code, and opens the type's form", async () => {
    const calls = renderPage({ "/Applicant/nce/sign-in": SENT, "/Applicant/nce/verify": SESSION });
    const user = userEvent.setup();
    await user.type(reference(), " INV0000001ABCDE ");
    await user.type(phone(), "08031234567");
    await user.click(next());
    expect(await screen.findByRole("heading", { name: "Enter your sign-in code" })).toBeTruthy();
    expect(screen.getByText("a*****1@example.com")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText(LOGIN_FIELD_MESSAGES.code)).toBeTruthy();
    await user.type(screen.getByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "The NCE form" })).toBeTruthy();
    expect(calls.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: "POST",
        path: "/Applicant/nce/sign-in",
        body: { reference: "INV0000001ABCDE", phoneNumber: "08031234567" },
      },
      {
        method: "POST",
        path: "/Applicant/nce/verify",
        body: { reference: "INV0000001ABCDE", phoneNumber: "08031234567", code: "123456" },
      },
    ]);
  });

  it("flashes 'Invalid Action!' with the server's message for 5 s when the invoice is unpaid, and stays", async () => {
    renderPage({
      "/Applicant/nce/sign-in": { status: 409, body: { success: false, message: APPLICANT_MESSAGES.unpaid } },
    });
    const user = userEvent.setup();
    await user.type(reference(), "290012345678");
    await user.type(phone(), "08031234567");
    await user.click(next());
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Invalid Action!",
        message: APPLICANT_MESSAGES.unpaid,
        intent: "danger",
        timeout: 5000,
      }),
    );
    expect(next()).toBeTruthy();
  });

  it("flashes a wrong code's message and lets the applicant ask for a new code or another invoice", async () => {
    const wrong = "The code is not correct. Please check your email and try again.";
    const calls = renderPage({
      "/Applicant/nce/sign-in": SENT,
      "/Applicant/nce/verify": {
        status: 400,
        body: { success: false, message: wrong, errors: [{ path: "code", message: wrong }] },
      },
    });
    const user = userEvent.setup();
    await user.type(reference(), "INV0000001ABCDE");
    await user.type(phone(), "08031234567");
    await user.click(next());
    await user.type(await screen.findByLabelText("Code"), "000000");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Invalid Action!",
        message: wrong,
        intent: "danger",
        timeout: 5000,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    await vi.waitFor(() => expect(calls.calls("POST", "/Applicant/nce/sign-in")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Use another invoice" }));
    expect((reference() as HTMLInputElement).value).toBe("INV0000001ABCDE");
  });
});
