import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { LetterAnswer, Receipt, ReceiptVerification } from "../../../contract/receipts";
import { ReceiptLookupPage } from "./ReceiptLookupPage";
import { publicReceiptPage } from "./receiptPages";
import { StudentLetterPage } from "./StudentLetterPage";
import { VerifyDocumentPage } from "./VerifyDocumentPage";

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  restore = undefined;
});

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  receiptNumber: "RCT/2026/000042",
  invoiceNumber: "INV0000042ABCDE",
  payerName: "Chiamaka Ngozi Okafor",
  matricNumber: null,
  applicationNumber: "NCE/2026/000012",
  description: "NCE Programme Application Fee 2026/2027",
  feePurposeId: 10,
  feePurposeName: "Application Fee",
  sessionName: "2026/2027",
  paymentType: "Full",
  items: [{ kind: "fee", description: "NCE Programme Application Fee", amount: 1_000_000 }],
  total: 1_000_000,
  paidAt: "2026-11-20T10:00:00.000Z",
  rrr: "290012345678",
  paymentReference: "290012345678",
  channel: null,
  verificationCode: "UnxJTlY.AAAA",
  ...over,
});

describe("ReceiptLookupPage", () => {
  it("finds the receipt typed in, and names the page for another kind of fee", async () => {
    const fake = installFakeHttp(({ path }) =>
      path === "/Payment/receipt/INV0000042ABCDE"
        ? { status: 200, body: { success: true, data: receipt() } }
        : path === "/Payment/receipt/290012345678"
          ? {
              status: 200,
              body: { success: true, data: receipt({ feePurposeId: 9, feePurposeName: "Sundry" }) },
            }
          : {
              status: 409,
              body: { success: false, message: "Invoice INV0000001ABCDE has not been paid yet.", errors: [] },
            },
    );
    restore = fake.restore;
    const { location } = renderWithProviders(
      <ReceiptLookupPage page={publicReceiptPage("/admission_status_reciepts")} />,
      "/admission_status_reciepts",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    expect(screen.getByText(/Enter the invoice number/)).toBeTruthy();
    expect(fake.requests).toHaveLength(0);

    await user.type(screen.getByLabelText("Invoice number or RRR"), "INV0000042ABCDE");
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    expect(await screen.findByRole("article", { name: "Official Receipt" })).toBeTruthy();
    expect(location.search).toBe("?reference=INV0000042ABCDE");

    await user.clear(screen.getByLabelText("Invoice number or RRR"));
    await user.type(screen.getByLabelText("Invoice number or RRR"), "290012345678");
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This is a Sundry receipt; this page prints application and acceptance fees only. Print it from /sundry_reciepts.",
    );
    expect(screen.queryByRole("article")).toBeNull();

    await user.clear(screen.getByLabelText("Invoice number or RRR"));
    await user.type(screen.getByLabelText("Invoice number or RRR"), "INV0000001ABCDE");
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    expect((await screen.findByRole("alert")).textContent).toContain("has not been paid yet");
  });

  it("sends the payer's phone as proof: prefilled from this tab's invoice step, checked, and remembered", async () => {
    sessionStorage.setItem("matric.payerPhone", "08031234567");
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: receipt() } }));
    restore = fake.restore;
    renderWithProviders(
      <ReceiptLookupPage page={publicReceiptPage("/admission_status_reciepts")} />,
      "/admission_status_reciepts?reference=INV0000042ABCDE",
    );
    expect(await screen.findByRole("article", { name: "Official Receipt" })).toBeTruthy();
    const phone = screen.getByLabelText("Phone number on the invoice");
    expect((phone as HTMLInputElement).value).toBe("08031234567");
    expect(fake.calls("GET", "/Payment/receipt/INV0000042ABCDE")[0]?.query.get("phone")).toBe("08031234567");

    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    expect(screen.getByText(/Enter the phone number as written on your invoice/)).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, "08059876543");
    await user.click(screen.getByRole("button", { name: "Show receipt" }));
    await screen.findByRole("article", { name: "Official Receipt" });
    expect(fake.calls("GET", "/Payment/receipt/INV0000042ABCDE").at(-1)?.query.get("phone")).toBe(
      "08059876543",
    );
    expect(sessionStorage.getItem("matric.payerPhone")).toBe("08059876543");
    sessionStorage.clear();
  });
});

describe("VerifyDocumentPage", () => {
  const verdicts: Record<string, ReceiptVerification> = {
    good: {
      state: "genuine",
      message: "This receipt is genuine: the payment below is on the College's record.",
      receipt: {
        receiptNumber: "RCT/2026/000042",
        invoiceNumber: "INV0000042ABCDE",
        payerName: "C******* N**** O*****",
        payerNumber: "NCE/2026/000012",
        feePurposeName: "Application Fee",
        sessionName: "2026/2027",
        total: 1_000_000,
        paidAt: "2026-11-20T10:00:00.000Z",
        rrr: "290012345678",
      },
    },
    bad: {
      state: "altered",
      message: "This receipt could not be verified: the code has been altered.",
      receipt: null,
    },
    gone: { state: "unknown", message: "The College has no paid invoice on record.", receipt: null },
  };

  for (const [code, title] of [
    ["good", "Genuine"],
    ["bad", "Altered"],
    ["gone", "Unknown"],
  ] as const) {
    it(`shows '${title}' for a code the server finds ${verdicts[code]?.state}`, async () => {
      const fake = installFakeHttp(({ path }) => ({
        status: 200,
        body: { success: true, data: verdicts[path.split("/").pop() ?? ""] },
      }));
      restore = fake.restore;
      renderWithProviders(
        <Routes>
          <Route path="/verify_receipt/:code" element={<VerifyDocumentPage document="receipt" />} />
        </Routes>,
        `/verify_receipt/${code}`,
      );
      const verdict = await screen.findByTestId("verification-verdict");
      expect(verdict.textContent).toContain(title);
      expect(verdict.textContent).toContain(verdicts[code]?.message);
      expect(screen.queryAllByRole("rowheader").length > 0).toBe(code === "good");
    });
  }
});

describe("StudentLetterPage", () => {
  it("says the fee is not paid yet and links to its payment", async () => {
    const answer: LetterAnswer = {
      availability: "unpaid",
      message: '"Development Levy Clearance" is issued once your development levy is paid.',
      letter: null,
      route: "/development_levy/generate_invoice",
    };
    const fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: answer } }));
    restore = fake.restore;
    renderWithProviders(
      <StudentLetterPage kind="development_levy_clearance" />,
      "/development_levy/document_page",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Development Levy Clearance" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not paid yet");
    expect(screen.getByRole("link", { name: "Generate and pay the invoice" }).getAttribute("href")).toBe(
      "/development_levy/generate_invoice",
    );
    expect(fake.calls("GET", "/Payment/letter/development_levy_clearance")).toHaveLength(1);
  });
});
