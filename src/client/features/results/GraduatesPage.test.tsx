import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp, listReply } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { GraduatesPage } from "./ClearancePages";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

/** One row of the list endpoint (`schemas/lists/graduates.json`). */
const graduates = [
  {
    id: 12,
    reference: "GCL/2026/000012",
    regNumber: "NCE/2024/CSC/0001",
    fullName: "Okafor, Ada",
    programme: "Nigeria Certificate in Education",
    cgpa: "4.00",
    certificateClass: "Credit",
    clearedAt: "2026-11-20T10:00:00.000Z",
    graduationSessionId: 3,
    studentId: 12,
  },
];
const LOOKUPS: Record<string, unknown> = {
  "/Lookups/sessions": [
    { id: 2, name: "2024/2025" },
    { id: 3, name: "2025/2026" },
  ],
};

function serve() {
  fake = installFakeHttp(({ path }) => {
    if (path === "/Student/graduated-students") return listReply(graduates, 1, 10, 1);
    if (!(path in LOOKUPS)) throw new Error(`unexpected call ${path}`);
    return { status: 200, body: { success: true, data: LOOKUPS[path] } };
  });
  return fake;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the cleared graduates list", () => {
  it("lists cleared graduates in the Grid, filtered by graduation session through the list query", async () => {
    const calls = serve();
    renderWithProviders(<GraduatesPage />, "/student_management/graduate_clearance");
    const table = await screen.findByRole("table", { name: "Cleared graduates" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Reference", "Matric number", "Name", "Programme", "CGPA", "Class", "Cleared", "Details"]);
    const row = await within(table).findByRole("row", { name: /NCE\/2024\/CSC\/0001/ });
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
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();

    const session = screen.getByLabelText("Graduation session");
    await within(session).findByRole("option", { name: "2025/2026" });
    await userEvent.setup().selectOptions(session, "3");
    await expect
      .poll(() =>
        calls
          .calls("GET", "/Student/graduated-students")
          .map(({ query }) => query.get("graduationSessionId")),
      )
      .toContain("3");
  });
});
