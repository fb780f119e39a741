import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { AdmissionStatus } from "../../../contract/admissions";
import type { Receipt } from "../../../contract/receipts";
import { ReceiptLookupPage } from "../payments/ReceiptLookupPage";
import { publicReceiptPage } from "../payments/receiptPages";
import ProspectiveStudentsPage from "./ProspectiveStudentsPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
  sessionStorage.clear();
});

const PHONE = "08031234567";
const INVOICE = "INV0000002ACPT1";

const admitted: AdmissionStatus = {
  status: "admitted",
  message: "Congratulations! You have been offered admission.",
  applicationNumber: "NCE/2026/000012",
  fullName: "Chiamaka Ngozi Okafor",
  applicationType: "NCE Programme",
  sessionName: "2026/2027",
  programme: "NCE",
  department: "Biology",
  courseOption: null,
  level: "NCE I",
  acceptance: { invoiceNumber: INVOICE, status: "paid", amount: 2_500_000 },
  acceptanceFee: 2_500_000,
  matricNumber: null,
};

const receipt: Receipt = {
  receiptNumber: "RCT/2026/000043",
  invoiceNumber: INVOICE,
  payerName: "Chiamaka Ngozi Okafor",
  matricNumber: null,
  applicationNumber: "NCE/2026/000012",
  description: "Acceptance fee, 2026/2027",
  feePurposeId: 2,
  feePurposeName: "Acceptance Fee",
  sessionName: "2026/2027",
  paymentType: "Full",
  items: [{ kind: "fee", description: "Acceptance", amount: 2_500_000 }],
  total: 2_500_000,
  paidAt: "2026-11-20T10:00:00.000Z",
  rrr: "290012345679",
  paymentReference: "290012345679",
  channel: null,
  verificationCode: "UnxJTlYwMDAwMDAyQUNQVDE.AAAAAAAAAAAAAAAAAAAAAA",
};

describe("the admission status check", () => {
  it("opens the acceptance fee receipt with the phone typed on the status check, without asking again", async () => {
    fake = installFakeHttp((request) => {
      if (request.path === "/AdmissionStatus/check")
        return { status: 200, body: { success: true, data: admitted } };
      // The receipt opens only for the phone the invoice was made for.
      if (request.path === `/Payment/receipt/${INVOICE}` && request.query.get("phone") === PHONE)
        return { status: 200, body: { success: true, data: receipt } };
      return { status: 404, body: { success: false, message: "The receipt could not be found." } };
    });
    renderWithProviders(
      <Routes>
        <Route path="/prospective_students" element={<ProspectiveStudentsPage />} />
        <Route
          path="/admission_status_reciepts"
          element={<ReceiptLookupPage page={publicReceiptPage("/admission_status_reciepts")} />}
        />
      </Routes>,
      "/prospective_students",
    );
    await userEvent.type(
      screen.getByLabelText("Application Number or Registration Number"),
      "NCE/2026/000012",
    );
    await userEvent.type(screen.getByLabelText("Phone Number"), PHONE);
    await userEvent.click(screen.getByRole("button", { name: "Check Status" }));

    await userEvent.click(await screen.findByRole("link", { name: "Acceptance fee receipt" }));
    expect(await screen.findByRole("article", { name: "Official Receipt" })).toBeTruthy();
    expect((screen.getByLabelText("Phone number on the invoice") as HTMLInputElement).value).toBe(PHONE);
    expect(fake.calls("GET", `/Payment/receipt/${INVOICE}`).map((call) => call.query.get("phone"))).toEqual([
      PHONE,
    ]);
  });
});
