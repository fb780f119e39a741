import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, type FakeRequest, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { FEE_PURPOSE_REGISTRY, feePurposeRow } from "../../../../tests/support/feePurposeRegistry";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { FeePurpose } from "../../../contract/feePurposes";
import type { InvoiceView, StudentFeeCategory } from "../../../contract/payments";
import { FEE_PAGES, stepPath, stepsOf } from "./feePages";
import { feeScreen } from "./feeScreens";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const SESSION = 3;

const invoice = (over: Partial<InvoiceView>): InvoiceView => ({
  invoiceNumber: "INV0000001ABCDE",
  fullName: "Okafor Chidinma",
  rrr: null,
  paymentReference: null,
  dateGenerated: "2026-11-20T10:00:00.000Z",
  cardPaymentLink: null,
  paymentStatus: "unpaid",
  isPaid: false,
  paidAt: null,
  description: "School Fees 2026/2027",
  amount: 3_775_025,
  paymentType: "FirstInstallment",
  paymentPurposeId: 1,
  sessionId: SESSION,
  matricNumber: "NCE/2026/0001",
  recieptItems: [],
  ...over,
});

interface Scenario {
  category?: StudentFeeCategory;
  /** The registry the server answers (default: the migrated one). */
  purposes?: readonly FeePurpose[];
  invoices?: InvoiceView[];
  /** The answer to generate-fee-Invoice / generate-balance-invoice. */
  generate?: (request: FakeRequest) => { status: number; body: unknown };
}

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function serve({
  category = "undergraduate",
  purposes = FEE_PURPOSE_REGISTRY,
  invoices = [],
  generate,
}: Scenario) {
  fake = installFakeHttp((request) => {
    switch (request.path) {
      case "/Payment/fee-purposes":
        return ok(purposes);
      case "/Payment/student-fee-options":
        return ok({
          category,
          purpose:
            purposes.find((purpose) => purpose.id === Number(request.query.get("feePurposeId"))) ??
            feePurposeRow(Number(request.query.get("feePurposeId"))),
          sessions: [{ id: SESSION, name: "2026/2027", isCurrent: true }],
          sessionId: SESSION,
          items: [],
        });
      case "/Payment/student-invoices":
        return ok(invoices);
      case "/Payment/student-ledger":
        return ok([]);
      case `/Payment/invoice/${invoices[0]?.invoiceNumber}`:
        return ok(invoices[0]);
      case "/Payment/student-fee-quote": {
        const body = request.body as { paymentType: string };
        return ok({
          description: `School Fees 2026/2027 (${body.paymentType})`,
          paymentType: body.paymentType,
          amount: body.paymentType === "Full" ? 7_550_050 : 3_775_025,
          lines: [{ kind: "fee", description: "Tuition", amount: 3_775_025 }],
        });
      }
      case "/Payment/generate-fee-Invoice":
      case "/Payment/generate-balance-invoice":
        return generate ? generate(request) : ok(invoice({ invoiceNumber: "INV00000NEW01" }));
      default:
        return { status: 404, body: { success: false, message: `no ${request.path}` } };
    }
  });
  return fake;
}

/** Every fee route of the table, as the app routes them. */
function renderFees(url: string) {
  return renderWithProviders(
    <Routes>
      {FEE_PAGES.flatMap((page) =>
        stepsOf(page).map((step) => {
          const Screen = feeScreen(page.key, step);
          return <Route key={`${page.key}${step}`} path={stepPath(page, step)} element={<Screen />} />;
        }),
      )}
    </Routes>,
    url,
  );
}

describe("the academic-fees tabs", () => {
  it("show an undergraduate all four fee pages", async () => {
    serve({});
    renderFees("/academic_fees/school_fees");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "School Fees",
      "Acceptance Fee",
      "Change of Degree",
      "Other Fees",
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "School Fees" })).toBeTruthy();
  });

  it("hide Change of Degree from a postgraduate, and Other Fees too from a JUPEB student", async () => {
    serve({ category: "postgraduate" });
    renderFees("/academic_fees/school_fees");
    expect((await screen.findAllByRole("tab")).map((tab) => tab.textContent)).toEqual([
      "School Fees",
      "Acceptance Fee",
      "Other Fees",
    ]);
    cleanup();
    fake?.restore();
    serve({ category: "jupeb" });
    renderFees("/academic_fees/school_fees");
    expect((await screen.findAllByRole("tab")).map((tab) => tab.textContent)).toEqual([
      "School Fees",
      "Acceptance Fee",
    ]);
  });

  it("tell a JUPEB student who opens Other Fees directly that it is not for them", async () => {
    serve({ category: "jupeb" });
    renderFees("/academic_fees/sundry/generate_invoice");
    expect(await screen.findByText("Other Fees is not for your programme")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Generate invoice" })).toBeNull();
  });
});

describe("generating a school fees invoice", () => {
  it("offers Full or First, prices the choice before generating, then opens the invoice", async () => {
    const http = serve({});
    const { location } = renderFees(`/academic_fees/school_fees/generate_invoice?sessionId=${SESSION}`);
    const group = await screen.findByRole("radiogroup", { name: "How will you pay?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Full", "FirstInstallment"]);
    const generate = screen.getByRole("button", { name: "Generate invoice" });
    expect(generate.hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(group).getByLabelText("First installment"));
    expect((await screen.findByTestId("quote-total")).textContent).toBe("₦37,750.25");
    expect(http.calls("POST", "/Payment/generate-fee-Invoice")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Generate invoice" }));
    await waitFor(() => expect(http.calls("POST", "/Payment/generate-fee-Invoice")).toHaveLength(1));
    expect(http.calls("POST", "/Payment/generate-fee-Invoice")[0]?.body).toEqual({
      sessionId: SESSION,
      feePurposeId: 1,
      paymentType: "FirstInstallment",
    });
    await waitFor(() => expect(location.search).toBe("?invoiceNumber=INV00000NEW01"));
  });

  it("offers only the balance after a paid first installment, and asks for the balance invoice", async () => {
    const http = serve({ invoices: [invoice({ paymentStatus: "paid", isPaid: true })] });
    renderFees(`/academic_fees/school_fees/generate_invoice?sessionId=${SESSION}`);
    const group = await screen.findByRole("radiogroup", { name: "How will you pay?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["SecondInstallment"]);
    await screen.findByTestId("quote-total");
    await userEvent.click(screen.getByRole("button", { name: "Generate invoice" }));
    await waitFor(() => expect(http.calls("POST", "/Payment/generate-balance-invoice")).toHaveLength(1));
    expect(http.calls("POST", "/Payment/generate-balance-invoice")[0]?.body).toEqual({
      sessionId: SESSION,
      feePurposeId: 1,
    });
  });

  it("shows the server's message when it refuses", async () => {
    serve({
      generate: () => ({
        status: 409,
        body: {
          success: false,
          title: "Conflict",
          message: "This fee is already being paid in installments; generate the balance invoice instead.",
        },
      }),
    });
    renderFees(`/academic_fees/school_fees/generate_invoice?sessionId=${SESSION}&paymentType=Full`);
    await screen.findByTestId("quote-total");
    await userEvent.click(screen.getByRole("button", { name: "Generate invoice" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("already being paid in installments");
  });
});

describe("installments follow the purpose registry", () => {
  const withInstallments = (key: string, allowed: boolean) =>
    FEE_PURPOSE_REGISTRY.map((purpose) =>
      purpose.key === key ? { ...purpose, installmentsAllowed: allowed } : purpose,
    );

  it("offers Full or First on a change of degree once the registry allows it installments", async () => {
    serve({ purposes: withInstallments("change_of_department", true) });
    renderFees(`/academic_fees/change_of_degree/generate_invoice?sessionId=${SESSION}`);
    const group = await screen.findByRole("radiogroup", { name: "How will you pay?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Full", "FirstInstallment"]);
  });

  it("offers school fees in full only once the registry refuses it installments", async () => {
    serve({ purposes: withInstallments("school_fees", false) });
    renderFees(`/academic_fees/school_fees/generate_invoice?sessionId=${SESSION}`);
    expect(await screen.findByTestId("quote-total")).toBeTruthy();
    expect(screen.queryByRole("radiogroup", { name: "How will you pay?" })).toBeNull();
  });
});

describe("the school fees page", () => {
  it("lists the student's invoices of the purpose with their status, and the ledger", async () => {
    serve({
      invoices: [
        invoice({ paymentStatus: "paid", isPaid: true }),
        invoice({ invoiceNumber: "INV0000009SUND", paymentPurposeId: 9, description: "Sundry · Transcript" }),
      ],
    });
    renderFees("/academic_fees/school_fees");
    const table = await screen.findByTestId("fee-invoices");
    expect(within(table).getByText("INV0000001ABCDE")).toBeTruthy();
    expect(within(table).queryByText("INV0000009SUND")).toBeNull();
    expect(within(table).getByText("PAID")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Receipt of INV0000001ABCDE" }).getAttribute("href")).toBe(
      "/academic_fees/school_fees/receipt?invoice=INV0000001ABCDE",
    );
    expect(await screen.findByRole("heading", { name: "Your ledger" })).toBeTruthy();
  });

  it("keeps Form 11 closed until the session's school fees are paid", async () => {
    serve({ invoices: [invoice({})] });
    renderFees("/academic_fees/school_fees/form11");
    expect(await screen.findByText("Form 11 opens once your school fees are paid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay school fees" }).getAttribute("href")).toBe(
      "/academic_fees/school_fees/session",
    );
  });
});

describe("the acceptance fee paid as an applicant", () => {
  const paidAcceptance = invoice({
    invoiceNumber: "INV0000002ACPT1",
    paymentPurposeId: 2,
    paymentType: "Full",
    description: "Acceptance Fee 2026/2027",
    amount: 2_500_000,
    paymentStatus: "paid",
    isPaid: true,
    paidAt: "2026-11-20T11:00:00.000Z",
  });

  it("shows it paid with its receipt and letter, and offers no second invoice", async () => {
    serve({ invoices: [paidAcceptance] });
    renderFees("/academic_fees/acceptance");
    const paid = await screen.findByTestId("fee-paid");
    expect(paid.textContent).toContain("Your acceptance fee is paid");
    expect(within(paid).getByRole("link", { name: "Print receipt" }).getAttribute("href")).toBe(
      "/academic_fees/acceptance/fee_receipt?invoice=INV0000002ACPT1",
    );
    expect(within(paid).getByRole("link", { name: "Open your acceptance letter" }).getAttribute("href")).toBe(
      "/academic_fees/acceptance/letter",
    );
    expect(screen.queryByRole("link", { name: "Generate invoice" })).toBeNull();
  });

  it("answers its generate step with the paid invoice, not a form", async () => {
    const http = serve({ invoices: [paidAcceptance] });
    renderFees("/academic_fees/acceptance/generate_invoice");
    const open = await screen.findByRole("link", { name: "Open invoice INV0000002ACPT1" });
    expect(open.getAttribute("href")).toBe("/academic_fees/acceptance/invoice/INV0000002ACPT1");
    expect(screen.queryByRole("button", { name: "Generate invoice" })).toBeNull();
    expect(http.calls("POST", "/Payment/student-fee-quote")).toHaveLength(0);
  });

  it("links the paid invoice's receipt from the invoice page", async () => {
    serve({ invoices: [paidAcceptance] });
    renderFees("/academic_fees/acceptance/invoice/INV0000002ACPT1");
    expect((await screen.findByRole("link", { name: "Print receipt" })).getAttribute("href")).toBe(
      "/academic_fees/acceptance/fee_receipt?invoice=INV0000002ACPT1",
    );
  });
});

describe("the step after paying school fees", () => {
  it("links a paid school fees invoice on to course registration, and an unpaid one not yet", async () => {
    serve({
      invoices: [invoice({ paymentStatus: "paid", isPaid: true, paidAt: "2026-11-20T11:00:00.000Z" })],
    });
    renderFees("/academic_fees/school_fees/invoice?invoiceNumber=INV0000001ABCDE");
    const next = await screen.findByRole("link", { name: "Next: register your courses" });
    expect(next.getAttribute("href")).toBe("/course_registration");
    cleanup();
    fake?.restore();
    serve({ invoices: [invoice({})] });
    renderFees("/academic_fees/school_fees/invoice?invoiceNumber=INV0000001ABCDE");
    await screen.findByRole("button", { name: /^Pay ₦37,750\.25 online$/ });
    expect(screen.queryByRole("link", { name: "Next: register your courses" })).toBeNull();
  });
});

describe("coming back from a payment that did not go through", () => {
  it("says the payment was cancelled and offers to pay again", async () => {
    serve({
      invoices: [
        invoice({
          cardPaymentLink: "https://pay.example/finalize",
          rrr: "290000000077",
          lastAttempt: { state: "cancelled", at: "2026-11-21T09:00:00.000Z" },
        }),
      ],
    });
    renderFees("/academic_fees/school_fees/invoice?invoiceNumber=INV0000001ABCDE");
    const notice = await screen.findByTestId("payment-attempt");
    expect(notice.textContent).toContain("Payment cancelled");
    expect(screen.getByRole("button", { name: "Pay again ₦37,750.25 online" }).getAttribute("href")).toBe(
      "https://pay.example/finalize",
    );
  });
});

describe("the fees with no student receipt page of their own", () => {
  const paid = { paymentType: "Full" as const, paymentStatus: "paid" as const, isPaid: true };

  it("links a paid change of degree invoice to its receipt, found by the invoice number", async () => {
    serve({
      invoices: [
        invoice({
          ...paid,
          invoiceNumber: "INV0000004CHDEG",
          paymentPurposeId: 4,
          description: "Change of Degree 2026/2027",
        }),
      ],
    });
    renderFees("/academic_fees/change_of_degree");
    const table = await screen.findByTestId("fee-invoices");
    expect(within(table).getByRole("link", { name: "Receipt of INV0000004CHDEG" }).getAttribute("href")).toBe(
      "/fee_receipt?reference=INV0000004CHDEG",
    );
  });

  it("offers Print receipt for the paid development levy", async () => {
    serve({
      invoices: [
        invoice({ ...paid, invoiceNumber: "INV0000005LEVY1", paymentPurposeId: 5, description: "Levy" }),
      ],
    });
    renderFees("/development_levy");
    const callout = await screen.findByTestId("fee-paid");
    expect(within(callout).getByRole("link", { name: "Print receipt" }).getAttribute("href")).toBe(
      "/fee_receipt?reference=INV0000005LEVY1",
    );
  });
});
