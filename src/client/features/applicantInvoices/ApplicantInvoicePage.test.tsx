import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeReply, installFakeHttp } from "../../../../tests/support/fakeHttp";
import type { ApplicationInvoiceLookupResult, InvoiceView } from "../../../contract/payments";
import { createQueryClient } from "../../api/queryClient";
import { flash } from "../../shell/flash";
import { applicationChoiceOf } from "../applications/applicationChoice";
import { applicationMetas } from "../applications/applicationMetas";
import ApplicantInvoicePage from "./ApplicantInvoicePage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const nce = applicationMetas.find((meta) => meta.id === "nce");
if (!nce) throw new Error("the NCE type folder is missing");
const choice = applicationChoiceOf(nce);
const NAME_MESSAGE =
  "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.";

const notFound = (over: Partial<ApplicationInvoiceLookupResult> = {}): ApplicationInvoiceLookupResult => ({
  invoiceNumber: null,
  lastname: null,
  firstname: null,
  middleName: null,
  // The server masks the phone (anyone may type any phone); the form keeps the one typed.
  mobileNo: "0803****567",
  email: null,
  sessionId: 3,
  amount: 1_000_000,
  ...over,
});

const invoice: InvoiceView = {
  invoiceNumber: "INV00000A1B2C3",
  fullName: "Chidinma Ngozi Okafor",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-20T10:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: "unpaid",
  isPaid: false,
  paidAt: null,
  description: "NCE Programme Application Fee 2026/2027",
  amount: 1_000_000,
  paymentType: "Full",
  paymentPurposeId: 10,
  sessionId: 3,
  matricNumber: null,
  recieptItems: [],
};

const ok = (data: unknown): FakeReply => ({ status: 200, body: { success: true, message: "", data } });
const SESSIONS = ok([
  { id: 2, name: "2025/2026" },
  { id: 3, name: "2026/2027" },
]);

/** Where the page navigated to, with the state it passed. */
function InvoiceScreenProbe() {
  const location = useLocation();
  return (
    <pre data-testid="invoice-screen">
      {JSON.stringify({ path: location.pathname, state: location.state })}
    </pre>
  );
}

function renderFlow(state: unknown = choice, path = nce?.invoice.route ?? "", search = "") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/", { pathname: path, search, state }]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path={path} element={<ApplicantInvoicePage />} />
          <Route path="/nce_invoice" element={<InvoiceScreenProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const phone = () => screen.getByLabelText(/^Phone number/);
const email = () => screen.getByLabelText(/^Email address/);
const submit = () => screen.getByRole("button", { name: "Submit" });
const screenState = async () => JSON.parse((await screen.findByTestId("invoice-screen")).textContent ?? "{}");

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  restore?.();
  vi.mocked(flash).mockClear();
});

describe("ApplicantInvoicePage", () => {
  it("starts with the type fixed and refuses a missing or malformed phone, naming the field", async () => {
    const fake = installFakeHttp(() => ({ status: 500 }));
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow();
    expect(screen.getByRole("heading", { level: 1, name: "Generate Payment Invoice" })).toBeTruthy();
    const type = screen.getByLabelText(/^Invoice type/) as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    expect(type.selectedOptions[0]?.textContent).toBe("NCE Programme");
    expect(screen.getByText(/checks whether an invoice already exists/)).toBeTruthy();

    await user.click(submit());
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByText("Phone number: please input mobile number")).toBeTruthy();
    expect(within(summary).getByText("Email address: please input email address")).toBeTruthy();
    expect(document.activeElement).toBe(phone());
    await user.type(phone(), "0803123");
    await user.click(submit());
    expect(await screen.findByText("Phone number: invalid phone number")).toBeTruthy();
    // Nothing was sent (the page only reads the published types).
    expect(fake.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("opens the form when no invoice exists: known fields fixed, the spec's messages, then the invoice", async () => {
    const fake = installFakeHttp(({ method, path }) => {
      if (path === "/ApplicationInvoice/lookup") return ok(notFound({ email: "chidinma@example.com" }));
      if (method === "GET" && path === "/Lookups/sessions") return SESSIONS;
      if (path === "/ApplicationInvoice/generate") return ok(invoice);
      return { status: 404 };
    });
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow();
    await user.type(phone(), "0803 123 4567".replaceAll(" ", ""));
    await user.type(email(), "chidinma@example.com");
    await user.click(submit());

    expect(await screen.findByRole("heading", { name: "Step 2 of 2: Form" })).toBeTruthy();
    expect(fake.calls("POST", "/ApplicationInvoice/lookup")[0]?.body).toEqual({
      applicationTypeId: "nce",
      regNumber: "08031234567",
      email: "chidinma@example.com",
    });
    const form = screen.getByRole("button", { name: "Generate Invoice" }).closest("form") as HTMLFormElement;
    const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field(/^Phone number/).value).toBe("08031234567");
    expect(field(/^Phone number/).disabled).toBe(true);
    expect(screen.getByText(/No invoice exists yet for 08031234567 and /)).toBeTruthy();
    // The invoice and receipt pages of this tab send it as the payer's proof.
    expect(sessionStorage.getItem("matric.payerPhone")).toBe("08031234567");
    // The email the invoice is found by (and its sign-in codes go to) is fixed too.
    expect(field(/^Email address/).value).toBe("chidinma@example.com");
    expect(field(/^Email address/).disabled).toBe(true);
    expect(field(/^Amount/).value).toBe("10,000.00");
    expect(field(/^Amount/).disabled).toBe(true);
    expect((field(/^Session/) as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      "2026/2027",
    );
    expect(field(/^Surname/).disabled).toBe(false);

    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    const summary = await screen.findByRole("alert");
    for (const line of ["Surname: please input surname", "First name: please input first name"])
      expect(within(summary).getByText(line)).toBeTruthy();

    await user.type(field(/^Surname/), "O");
    await user.type(field(/^First name/), "Chidinma ");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    expect(await screen.findByText(`Surname: ${NAME_MESSAGE}`)).toBeTruthy();
    expect(screen.getByText(`First name: ${NAME_MESSAGE}`)).toBeTruthy();
    expect(fake.calls("POST", "/ApplicationInvoice/generate")).toEqual([]);

    await user.type(field(/^Surname/), "kafor");
    await user.clear(field(/^First name/));
    await user.type(field(/^First name/), "Chidinma");
    await user.type(field(/^Middle name/), "Ngozi");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));

    expect(await screenState()).toEqual({
      path: "/nce_invoice",
      state: { application: choice, invoiceNumber: invoice.invoiceNumber, invoice },
    });
    expect(fake.calls("POST", "/ApplicationInvoice/generate")[0]?.body).toEqual({
      lastName: "Okafor",
      firstName: "Chidinma",
      middleName: "Ngozi",
      email: "chidinma@example.com",
      mobileNumber: "08031234567",
      regNumber: "08031234567",
      sessionId: 3,
      amount: 1_000_000,
      applicationTypeId: "nce",
      referralCode: null,
    });
    expect(flash).toHaveBeenCalledWith({
      title: "Invoice Action Successful!",
      message: "Invoice generated successfully!",
      intent: "success",
      timeout: 3000,
    });
  });

  it("opens the form with a student's referral code from the link (?ref=) and sends it", async () => {
    const fake = installFakeHttp(({ method, path }) => {
      if (path === "/ApplicationInvoice/lookup") return ok(notFound({ email: "bola@example.com" }));
      if (method === "GET" && path === "/Lookups/sessions") return SESSIONS;
      if (path === "/ApplicationInvoice/generate") return ok(invoice);
      return { status: 404 };
    });
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow(choice, nce?.invoice.route, "?ref=3FA94C1B");
    await user.type(phone(), "08031234567");
    await user.type(email(), "bola@example.com");
    await user.click(submit());
    const form = (await screen.findByRole("button", { name: "Generate Invoice" })).closest(
      "form",
    ) as HTMLFormElement;
    const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field(/^Referral code/).value).toBe("3FA94C1B");
    await user.type(field(/^Surname/), "Bello");
    await user.type(field(/^First name/), "Bola");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await screenState();
    expect(fake.calls("POST", "/ApplicationInvoice/generate")[0]?.body).toMatchObject({
      referralCode: "3FA94C1B",
    });
  });

  it("goes straight to the invoice screen when the phone and email already have an invoice", async () => {
    const fake = installFakeHttp(({ path }) =>
      path === "/ApplicationInvoice/lookup"
        ? ok(notFound({ invoiceNumber: invoice.invoiceNumber }))
        : { status: 404 },
    );
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow();
    await user.type(phone(), "+2348031234567");
    await user.type(email(), "chidinma@example.com");
    await user.click(submit());
    expect(await screenState()).toEqual({
      path: "/nce_invoice",
      state: { application: choice, invoiceNumber: invoice.invoiceNumber },
    });
    expect(fake.calls("POST", "/ApplicationInvoice/generate")).toEqual([]);
  });

  it("stays on step 1 with the error and flashes 'Invalid Action!' for 5 s when the lookup fails", async () => {
    const message = "No session is current; choose a session";
    const fake = installFakeHttp(() => ({
      status: 400,
      body: { success: false, title: "Validation failed", message, errors: [{ path: "sessionId", message }] },
    }));
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow();
    await user.type(phone(), "08031234567");
    await user.type(email(), "c@example.com");
    await user.click(submit());
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Invalid Action!",
        message,
        intent: "danger",
        timeout: 5000,
      }),
    );
    expect(screen.getByRole("heading", { name: "Step 1 of 2: Find an existing invoice" })).toBeTruthy();
    expect(screen.getByText(message, { selector: ".applicant-invoice-error" })).toBeTruthy();
    // A field the form does not have is not put under any field.
    expect(screen.queryByText(/sessionId/)).toBeNull();
    expect(phone()).toBeTruthy();
  });

  it("keeps what was typed, shows the server's field message and flashes 'Invoice Action Failed!' for 3 s", async () => {
    const fake = installFakeHttp(({ path }) => {
      if (path === "/ApplicationInvoice/lookup")
        return ok(notFound({ lastname: "Okafor", firstname: "Chidinma", email: "c@example.com" }));
      if (path === "/Lookups/sessions") return SESSIONS;
      return {
        status: 400,
        body: {
          success: false,
          title: "Validation failed",
          message: "Mobile number: is not in the expected form",
          errors: [{ path: "mobileNumber", message: "must be a Nigerian mobile number" }],
        },
      };
    });
    restore = fake.restore;
    const user = userEvent.setup();
    renderFlow();
    await user.type(phone(), "08031234567");
    await user.type(email(), "c@example.com");
    await user.click(submit());
    const surname = (await screen.findByLabelText(/^Surname/)) as HTMLInputElement;
    // Known from an earlier visit: shown, not editable.
    expect(surname.value).toBe("Okafor");
    expect(surname.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Middle name/), "Ngozi");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await waitFor(() =>
      expect(flash).toHaveBeenCalledWith({
        title: "Invoice Action Failed!",
        message: "Mobile number: is not in the expected form",
        intent: "danger",
        timeout: 3000,
      }),
    );
    expect(await screen.findByText("must be a Nigerian mobile number")).toBeTruthy();
    expect((screen.getByLabelText(/^Middle name/) as HTMLInputElement).value).toBe("Ngozi");
  });

  it("opens its own type's page from a shared link, bookmark or reload, without navigation state", async () => {
    restore = installFakeHttp(() => ({ status: 404 })).restore;
    renderFlow(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Generate Payment Invoice" })).toBeTruthy();
    expect(screen.getByTestId("application-name").textContent).toBe("NCE Programme");
    expect(phone()).toBeTruthy();
  });

  it("asks which application a shared invoice page is for, and keeps the answer in the link", async () => {
    restore = installFakeHttp(() => ({ status: 404 })).restore;
    const user = userEvent.setup();
    const shared = "/generate_students_invoice";
    const sharing = applicationMetas.filter((meta) => meta.invoice.route === shared);
    expect(sharing.length).toBeGreaterThan(1);
    const first = sharing[0];
    if (!first) throw new Error("no type shares the generic invoice page");
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[shared]}>
          <Routes>
            <Route path={shared} element={<ApplicantInvoicePage />} />
          </Routes>
          <SearchProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const select = (await screen.findByLabelText("Application")) as HTMLSelectElement;
    const offered = [...select.options].map((option) => option.textContent);
    for (const meta of sharing) expect(offered).toContain(meta.name);
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, String(first.applicationMode));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByTestId("application-name")).textContent).toBe(first.name);
    expect(screen.getByTestId("search").textContent).toBe(`?mode=${first.applicationMode}`);
    expect(phone()).toBeTruthy();
  });
});
