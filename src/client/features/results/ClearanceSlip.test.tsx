import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { StudentClearance } from "../../../contract/results";
import { qrModel } from "../../engine/document/qrModel";
import { StaffClearanceSlipPage, StudentClearanceSlipPage } from "./ClearancePages";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const CODE = "Rww2NXwxMnxOQ0UvMjAyNC9DU0MvMDAwMQ.q2Z0c3RhYmxldGFnMTIzNA";
const cleared: StudentClearance = {
  student: {
    id: 12,
    fullName: "Okafor, Ada",
    regNumber: "NCE/2024/CSC/0001",
    programme: "Nigeria Certificate in Education",
    department: "Computer Science Education",
    level: "300 Level",
    status: "graduated",
  },
  checks: [],
  eligible: false,
  cgpa: { units: 8, qualityPoints: 32, hundredths: 400 },
  certificateClass: "Credit",
  clearance: {
    reference: "GCL/2026/000012",
    code: CODE,
    graduationSession: { id: 3, name: "2025/2026" },
    cgpa: 400,
    units: 8,
    certificateClass: "Credit",
    clearedBy: "Mrs. Ngozi Okafor",
    clearedAt: "2026-11-20T10:00:00.000Z",
  },
};

function expectVerifiableSlip() {
  const slip = screen.getByRole("article", { name: "Graduate Clearance Slip" });
  const url = `${window.location.origin}/verify_clearance/${CODE}`;
  const link = within(slip).getByRole("link", { name: `Verify this clearance slip: ${url}` });
  expect(link.getAttribute("href")).toBe(url);
  // The code is really drawn, and it encodes the address the link opens.
  const { runs } = qrModel(url);
  expect(within(link).getByRole("img").querySelectorAll("rect")).toHaveLength(runs.length + 1);
  expect(within(slip).getByText(url)).toBeTruthy();
  expect(within(slip).getByText(CODE)).toBeTruthy();
  expect(within(slip).getByRole("row", { name: /Reference/ }).textContent).toContain("GCL/2026/000012");
}

describe("the graduate clearance slip", () => {
  it("carries a QR code and address that verify it, for the student", async () => {
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: cleared } }));
    renderWithProviders(<StudentClearanceSlipPage />, "/student_management/graduate_clearance_slip");
    await screen.findByRole("article", { name: "Graduate Clearance Slip" });
    expect(fake.calls("GET", "/Student/clearance-slip")).toHaveLength(1);
    expectVerifiableSlip();
  });

  it("carries the same code when the registry prints it", async () => {
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: cleared } }));
    renderWithProviders(
      <StaffClearanceSlipPage />,
      "/student_management/graduate_clearance_slip?studentId=12",
    );
    await screen.findByRole("article", { name: "Graduate Clearance Slip" });
    expect(fake.calls("GET", "/Student/student-clearance/12")).toHaveLength(1);
    expectVerifiableSlip();
  });

  it("has no slip, nor a code, before the student is cleared", async () => {
    fake = installFakeHttp(() => ({
      status: 200,
      body: { success: true, data: { ...cleared, clearance: null } },
    }));
    renderWithProviders(
      <StaffClearanceSlipPage />,
      "/student_management/graduate_clearance_slip?studentId=12",
    );
    expect(await screen.findByText("Not cleared yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Verify this clearance slip/ })).toBeNull();
  });
});
