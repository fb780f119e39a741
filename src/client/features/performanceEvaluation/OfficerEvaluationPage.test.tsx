import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { EvaluationView } from "../../../contract/performanceEvaluation";
import type { WorkflowView } from "../../../contract/workflows";
import { OfficerEvaluationPage } from "./OfficerEvaluationPage";

/** What the page shows after its calls and lazy parts (the form's validators) arrive: slow on a busy machine. */
const SLOW = { timeout: 10_000 };

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const evaluation: EvaluationView = {
  id: 7,
  year: { id: 1, year: 2026, isOpen: true },
  status: "submitted",
  statusLabel: "With the reviewer",
  staff: {
    fullName: "Yusuf Ibrahim",
    staffNumber: "FCET/0003",
    department: "Computer Science",
    rank: "Lecturer II",
  },
  officers: {
    reviewer: "Dr. Emeka Obi",
    reportingOfficer: "Prof. Aisha Garba",
    counterSigningOfficer: "Mrs. Ngozi Okafor",
  },
  answers: { "aper-duties": { mainDuties: "Teaching", targets: "Outlines", achievements: "All covered" } },
  overallGrade: null,
  meanGrade: null,
  recommendation: null,
  stamps: {
    submittedAt: "2026-11-20T10:00:00.000Z",
    assessedAt: null,
    reportedAt: null,
    signedAt: null,
    returnedAt: null,
    returnReason: null,
  },
  parts: ["reviewer"],
  actions: ["returnToStaff"],
  editable: ["aper-reviewer-assessment"],
};

const step = (name: string, label: string, reason: "none" | "required") => ({
  name,
  label,
  intent: "primary" as const,
  reason,
  inputs: [],
});
const view: WorkflowView = {
  name: "performance-evaluation",
  title: "Annual performance evaluations",
  singular: "performance evaluation",
  states: [],
  columns: [],
  filters: [],
  links: [],
  transitions: [
    step("submit", "Submit to the reviewer", "none"),
    step("assess", "Send the assessment to the reporting officer", "none"),
    step("sign", "Counter-sign", "none"),
    step("returnToStaff", "Return to the staff member", "required"),
  ],
};

function serve(answer: EvaluationView) {
  return installFakeHttp((request) => {
    if (request.path === "/PerformanceEvaluation/7")
      return { status: 200, body: { success: true, data: answer } };
    if (request.path === "/workflows/performance-evaluation")
      return { status: 200, body: { success: true, data: view } };
    if (request.path.startsWith("/Lookups/")) return { status: 200, body: { success: true, data: [] } };
    if (request.path === "/workflows/performance-evaluation/transitions")
      return {
        status: 200,
        body: { success: true, message: "Evaluation returned to the staff member", data: { count: 1 } },
      };
    return { status: 404, body: { success: false, message: "Not found" } };
  });
}

function renderPage(mode: "officerPreview" | "officerReport", url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/performance_evaluation/:page" element={<OfficerEvaluationPage mode={mode} />} />
    </Routes>,
    url,
  );
}

describe("an officer's evaluation pages", () => {
  it("offer only the steps the server allows the caller, and return with a reason", async () => {
    fake = serve(evaluation);
    renderPage("officerPreview", "/performance_evaluation/officer_preview?id=7");
    const back = await screen.findByRole("button", { name: "Return to the staff member" }, SLOW);
    expect(screen.queryByRole("button", { name: "Counter-sign" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit to the reviewer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Fill in your part" }).getAttribute("href")).toBe(
      "/performance_evaluation/officer_report?id=7",
    );
    expect(screen.getByText("Teaching")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(back);
    const dialog = await screen.findByRole("dialog", {}, SLOW);
    const send = within(dialog).getByRole("button", { name: "Return to the staff member" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "List your workshops");
    await user.click(send);
    expect(
      (await screen.findAllByText("Evaluation returned to the staff member", {}, SLOW)).length,
    ).toBeGreaterThan(0);
    const [call] = fake.calls("POST", "/workflows/performance-evaluation/transitions");
    expect(call?.body).toEqual({ transition: "returnToStaff", ids: [7], reason: "List your workshops" });
  });

  it("shows the form of the caller's own section only, and says so when there is none", async () => {
    fake = serve(evaluation);
    renderPage("officerReport", "/performance_evaluation/officer_report?id=7");
    expect(await screen.findByRole("button", { name: "Save reviewer's assessment" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Save duties/ })).toBeNull();
    cleanup();
    fake.restore();
    fake = serve({ ...evaluation, editable: [], actions: [] });
    renderPage("officerReport", "/performance_evaluation/officer_report?id=7");
    expect(
      await screen.findByText(/There is nothing for you to fill in on this evaluation now/, {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
  });
});
