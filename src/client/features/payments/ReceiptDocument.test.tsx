import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { Letter, Receipt } from "../../../contract/receipts";
import { qrModel } from "../../engine/document/qrModel";
import { LetterDocument } from "./LetterDocument";
import { ReceiptDocument } from "./ReceiptDocument";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt: Receipt = {
  receiptNumber: "RCT/2026/000042",
  invoiceNumber: "INV0000042ABCDE",
  payerName: "Chiamaka Ngozi Okafor",
  matricNumber: null,
  applicationNumber: "NCE/2026/000012",
  description: "NCE application fee, 2026/2027",
  feePurposeId: 10,
  feePurposeName: "Application Fee",
  sessionName: "2026/2027",
  paymentType: "Full",
  items: [
    { kind: "fee", description: "Application form", amount: 900_000 },
    { kind: "fee", description: "Processing", amount: 100_050 },
  ],
  total: 1_000_050,
  paidAt: "2026-11-20T10:00:00.000Z",
  rrr: "290012345678",
  paymentReference: "290012345678",
  channel: null,
  verificationCode: "UnxJTlYwMDAwMDQyQUJDREU.AAAAAAAAAAAAAAAAAAAAAA",
};

const cellOf = (label: string) =>
  screen.getByRole("rowheader", { name: label }).nextElementSibling?.textContent;

describe("ReceiptDocument", () => {
  it("shows who paid, for what, the lines and total in naira, and a QR link to the verification page", () => {
    renderWithProviders(<ReceiptDocument receipt={receipt} origin="https://portal.example.edu.ng" />);
    const doc = screen.getByRole("article", { name: "Official Receipt" });
    expect(cellOf("Receipt number")).toBe("RCT/2026/000042");
    expect(cellOf("Received from")).toBe("Chiamaka Ngozi Okafor");
    expect(cellOf("Application number")).toBe("NCE/2026/000012");
    expect(screen.queryByRole("rowheader", { name: "Matric number" })).toBeNull();
    expect(cellOf("RRR")).toBe("290012345678");
    expect(cellOf("Date paid")).toBe("20 November 2026");
    expect(within(doc).getByText("₦9,000.00")).toBeTruthy();
    expect(screen.getByTestId("receipt-total").textContent).toBe("₦10,000.50");
    expect(screen.getByTestId("receipt-status").textContent).toBe("PAID");

    const url = `https://portal.example.edu.ng/verify_receipt/${receipt.verificationCode}`;
    const link = screen.getByRole("link", { name: `Verify this receipt: ${url}` });
    expect(link.getAttribute("href")).toBe(url);
    const svg = within(link).getByRole("img");
    const { size, runs } = qrModel(url);
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${size} ${size}`);
    // The white ground and one rect per run of dark modules: the code is really drawn.
    expect(svg.querySelectorAll("rect")).toHaveLength(runs.length + 1);
    expect(svg.outerHTML).not.toContain("style=");
    expect(within(doc).getByText(url)).toBeTruthy();
  });

  it("prints with window.print from a toolbar that print hides", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderWithProviders(<ReceiptDocument receipt={{ ...receipt, matricNumber: "NCE/2025/CSC/0101" }} />);
    expect(cellOf("Matric number")).toBe("NCE/2025/CSC/0101");
    const button = screen.getByRole("button", { name: "Print" });
    expect(button.closest(".matric-no-print")).not.toBeNull();
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledTimes(1);
    // Without an origin the QR code points at the page's own portal.
    expect(screen.getByRole("link", { name: /^Verify this receipt/ }).getAttribute("href")).toBe(
      `${window.location.origin}/verify_receipt/${receipt.verificationCode}`,
    );
  });
});

describe("LetterDocument", () => {
  const letter: Letter = {
    kind: "acceptance_jupeb",
    referenceNumber: "JUPEB/2026/000007",
    studentName: "Musa Ibrahim Danjuma",
    matricNumber: "JUPEB/2026/SCI/0001",
    programme: "JUPEB Sciences",
    department: "Physics",
    level: "100 Level",
    sessionName: "2026/2027",
    issuedAt: "2026-11-21T09:00:00.000Z",
    invoiceNumber: "INV0000007ABCDE",
    receiptNumber: "RCT/2026/000007",
    amountPaid: 2_500_000,
    verificationCode: "TH.abc",
  };

  it("renders the kind's template with the facts, signed, with its QR verification link", () => {
    renderWithProviders(<LetterDocument letter={letter} origin="https://portal.example.edu.ng" />);
    const doc = screen.getByRole("article", { name: "Acceptance of Admission: JUPEB Foundation Programme" });
    expect(screen.getByTestId("letter-reference").textContent).toBe("JUPEB/2026/000007");
    expect(within(doc).getByText("Dear Musa Ibrahim Danjuma,")).toBeTruthy();
    expect(within(doc).getByText(/Joint Universities Preliminary Examinations Board \(JUPEB\)/)).toBeTruthy();
    expect(within(doc).getByText(/₦25,000\.00 was received on 21 November 2026/)).toBeTruthy();
    expect(within(doc).getByText("Registrar")).toBeTruthy();
    expect(doc.textContent).not.toMatch(/[{}]/);
    expect(screen.getByRole("link", { name: /^Verify this letter/ }).getAttribute("href")).toBe(
      "https://portal.example.edu.ng/verify_letter/TH.abc",
    );
  });
});
