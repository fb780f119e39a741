import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { RegistrationSummary } from "../../../contract/courseRegistration";
import ApprovalListPage from "./ApprovalListPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const ref = (id: number, name: string) => ({ id, name });
const slip = (id: number, regNumber: string): RegistrationSummary => ({
  id,
  student: { id: id + 50, regNumber, fullName: `Student ${id}` },
  session: ref(3, "2026/2027"),
  semester: ref(1, "First Semester"),
  level: ref(3, "200 Level"),
  department: ref(10, "Computer Science Education"),
  status: "pending",
  totalUnits: 19,
  createdAt: "2026-11-20T10:00:00.000Z",
});

describe("ApprovalListPage", () => {
  it("asks before approving the selected registrations together", async () => {
    fake = installFakeHttp((request) => {
      if (request.path === "/Lookups/sessions")
        return { status: 200, body: { success: true, data: [ref(3, "2026/2027")] } };
      if (request.method === "GET")
        return {
          status: 200,
          body: { success: true, data: [slip(1, "NCE/2025/CSC/0101"), slip(2, "NCE/2025/CSC/0102")] },
        };
      return {
        status: 200,
        body: { success: true, message: "2 registrations approved", data: { approved: 2 } },
      };
    });
    renderWithProviders(<ApprovalListPage />, "/approve_courses?sessionId=3&semesterId=1");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select NCE/2025/CSC/0101" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select NCE/2025/CSC/0102" }));
    fireEvent.click(screen.getByRole("button", { name: "Approve selected (2)" }));

    const question = await screen.findByRole("alertdialog");
    expect(question.textContent).toContain("Approve 2 course registrations?");
    expect(fake.calls("POST", "/CourseRegistration/bulk-approve")).toHaveLength(0);
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake.calls("POST", "/CourseRegistration/bulk-approve")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Approve selected (2)" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Approve 2 course registrations",
      }),
    );
    await waitFor(() => expect(fake?.calls("POST", "/CourseRegistration/bulk-approve")).toHaveLength(1));
    expect(fake.calls("POST", "/CourseRegistration/bulk-approve")[0]?.body).toEqual({
      registrationIds: [1, 2],
    });
    // Done: the question closes (and its closing transition ends before the test does).
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
