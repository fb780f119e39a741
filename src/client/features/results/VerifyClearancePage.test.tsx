import { cleanup, screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { ClearanceVerification } from "../../../contract/results";
import VerifyClearancePage from "./VerifyClearancePage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const verdicts: Record<string, ClearanceVerification> = {
  good: {
    state: "genuine",
    message: "This clearance slip is genuine: the College cleared the student for graduation as below.",
    clearance: {
      reference: "GCL/2026/000012",
      studentName: "O***** A**",
      regNumber: "NCE/2024/CSC/0001",
      programme: "Nigeria Certificate in Education",
      graduationSession: "2025/2026",
      cgpa: 400,
      certificateClass: "Credit",
      clearedAt: "2026-11-20T10:00:00.000Z",
    },
  },
  tampered: {
    state: "altered",
    message:
      "This code has been altered: it is not one the College issued. Do not accept the clearance slip.",
    clearance: null,
  },
  stranger: {
    state: "unknown",
    message: "This clearance slip could not be verified: the College has no such clearance on record.",
    clearance: null,
  },
};

function renderAt(code: string) {
  renderWithProviders(
    <Routes>
      <Route path="/verify_clearance/:code" element={<VerifyClearancePage />} />
    </Routes>,
    `/verify_clearance/${code}`,
  );
}

describe("VerifyClearancePage", () => {
  it("shows a genuine slip's record: reference, masked name, CGPA with 2 decimals, class", async () => {
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: verdicts.good } }));
    renderAt("good");
    const verdict = await screen.findByTestId("verification-verdict");
    expect(verdict.textContent).toContain("Genuine");
    expect(fake.calls("GET", "/Results/verify-clearance/good")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verify a clearance slip");
    expect(screen.getByRole("row", { name: /Reference/ }).textContent).toContain("GCL/2026/000012");
    expect(screen.getByRole("row", { name: /CGPA at clearance/ }).textContent).toContain("4.00");
    expect(screen.getByRole("row", { name: /^Student/ }).textContent).toContain("O***** A**");
  });

  for (const [code, title] of [
    ["tampered", "Altered"],
    ["stranger", "Unknown"],
  ] as const) {
    it(`says ${title}, with nothing of a record, for a code the server finds ${verdicts[code]?.state}`, async () => {
      fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: verdicts[code] } }));
      renderAt(code);
      const verdict = await screen.findByTestId("verification-verdict");
      expect(verdict.textContent).toContain(title);
      expect(verdict.textContent).toContain(verdicts[code]?.message);
      expect(screen.queryAllByRole("rowheader")).toHaveLength(0);
    });
  }
});
