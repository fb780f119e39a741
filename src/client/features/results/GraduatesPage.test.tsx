import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { GraduateRow } from "../../../contract/results";
import { GraduatesPage } from "./ClearancePages";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const student = {
  id: 12,
  fullName: "Okafor, Ada",
  regNumber: "NCE/2024/CSC/0001",
  programme: "Nigeria Certificate in Education",
  department: "Computer Science Education",
  level: "300 Level",
  status: "active",
};
const graduates: GraduateRow[] = [
  {
    student,
    clearance: {
      reference: "GCL/2026/000012",
      code: "x",
      graduationSession: { id: 3, name: "2025/2026" },
      cgpa: 400,
      units: 8,
      certificateClass: "Credit",
      clearedBy: "Mrs. Ngozi Okafor",
      clearedAt: "2026-11-20T10:00:00.000Z",
    },
  },
];
const LISTS: Record<string, unknown> = {
  "/Lookups/departments": [{ id: 4, name: "Computer Science Education" }],
  "/Lookups/sessions": [
    { id: 2, name: "2024/2025" },
    { id: 3, name: "2025/2026" },
  ],
  "/Student/graduated-students": graduates,
};

function serve() {
  fake = installFakeHttp(({ path }) => {
    if (!(path in LISTS)) throw new Error(`unexpected call ${path}`);
    return { status: 200, body: { success: true, data: LISTS[path] } };
  });
  return fake;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the cleared graduates list", () => {
  it("lists cleared graduates, filtered by graduation session", async () => {
    const calls = serve();
    renderWithProviders(<GraduatesPage />, "/student_management/graduate_clearance");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Reference", "Matric number", "Name", "Programme", "CGPA", "Class", "Cleared", "Details"]);
    const [, row] = within(table).getAllByRole("row") as [HTMLElement, HTMLElement];
    expect(cellsOf(row).slice(0, 6)).toEqual([
      "GCL/2026/000012",
      "NCE/2024/CSC/0001",
      "Okafor, Ada",
      "Nigeria Certificate in Education",
      "4.00",
      "Credit",
    ]);
    expect(within(row).getByRole("link", { name: "View" }).getAttribute("href")).toBe(
      "/student_management/graduate_clearance_view?studentId=12",
    );

    const session = screen.getByLabelText("Graduation session");
    expect(within(session).getByRole("option", { name: "All sessions" })).toBeTruthy();
    await within(session).findByRole("option", { name: "2025/2026" });
    await userEvent.setup().selectOptions(session, "3");
    await expect
      .poll(() => calls.calls("GET", "/Student/graduated-students").map(({ query }) => query.toString()))
      .toContain("graduationSessionId=3");
  });
});
