import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { SheetSummary } from "../../../contract/scores";
import ScoreApprovalsPage from "./ScoreApprovalsPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const ref = (id: number, name: string) => ({ id, name });
const summary = (
  sheetId: number,
  code: string,
  status: SheetSummary["status"],
  actions: SheetSummary["actions"],
) => ({
  sheetId,
  course: {
    id: sheetId + 100,
    code,
    title: `Course ${code}`,
    units: 3,
    level: ref(3, "200 Level"),
    department: ref(10, "Computer Science Education"),
    semester: ref(1, "First Semester"),
    session: ref(3, "2026/2027"),
  },
  status,
  students: 30,
  lecturers: ["Mr Yusuf Ibrahim"],
  updatedAt: "2026-11-20T10:00:00.000Z",
  returnReason: null,
  actions,
});

function serve(sheets: SheetSummary[]) {
  fake = installFakeHttp((request) => {
    if (request.path === "/Lookups/sessions")
      return { status: 200, body: { success: true, data: [ref(3, "2026/2027")] } };
    if (request.method === "GET") return { status: 200, body: { success: true, data: sheets } };
    return {
      status: 200,
      body: { success: true, message: "2 score sheets published", data: { sheets: 2, status: "published" } },
    };
  });
}

describe("ScoreApprovalsPage", () => {
  it("offers no step to someone the server would refuse (a head of department at the dean's step)", async () => {
    serve([summary(1, "CSC 211", "hod_approved", []), summary(2, "CSC 212", "hod_approved", [])]);
    renderWithProviders(
      <ScoreApprovalsPage />,
      "/results/score_sheets?sessionId=3&semesterId=1&status=hod_approved",
    );
    expect(await screen.findByText(/These score sheets wait for the dean of the School/)).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Return to lecturer/ })).toBeNull();
  });

  it("offers what the server allows, and asks before publishing the selected sheets", async () => {
    serve([summary(1, "CSC 211", "approved", ["publish"]), summary(2, "CSC 212", "approved", ["publish"])]);
    renderWithProviders(
      <ScoreApprovalsPage />,
      "/results/score_sheets?sessionId=3&semesterId=1&status=approved",
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select CSC 211" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select CSC 212" }));
    expect(screen.queryByRole("button", { name: /Return to lecturer/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Publish results (2)" }));

    const question = await screen.findByRole("alertdialog");
    expect(question.textContent).toContain("Publish the results of 2 score sheets?");
    expect(question.textContent).toContain("Students will see these results at once");
    expect(fake?.calls("POST", "/Results/publish-results")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake?.calls("POST", "/Results/publish-results")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Publish results (2)" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Publish results" }));
    await waitFor(() => expect(fake?.calls("POST", "/Results/publish-results")).toHaveLength(1));
    expect(fake?.calls("POST", "/Results/publish-results")[0]?.body).toEqual({ sheetIds: [1, 2] });
    // Done: the question closes (and its closing transition ends before the test does).
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
