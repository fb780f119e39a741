import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import MyCoursesPage from "./MyCoursesPage";

/** /records: the lecturer's assignments of the term in the address, a Grid over the list endpoint. */
const courses = [
  {
    id: 41,
    code: "BLD 111",
    title: "Building Materials",
    units: 2,
    level: "NCE 1",
    registered: 12,
    sheetStatus: "Draft",
    returnReason: "Check the exam scores",
    sessionId: 3,
    semesterId: 1,
  },
  {
    id: 42,
    code: "BLD 112",
    title: "Technical Drawing",
    units: 3,
    level: "NCE 1",
    registered: 9,
    sheetStatus: "HOD approved",
    returnReason: null,
    sessionId: 3,
    semesterId: 1,
  },
];

function serve(request: FakeRequest) {
  if (request.path.startsWith("/Lookups/"))
    return { status: 200, body: { success: true, data: [{ id: 3, name: "2026/2027" }] } };
  return listReply(courses, 1, 10, courses.length);
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

describe("MyCoursesPage", () => {
  it("lists the term's courses with the term fixed on every page, and links each to its class list and sheet", async () => {
    renderWithProviders(<MyCoursesPage />, "/records?sessionId=3&semesterId=1");
    const table = await screen.findByRole("table", { name: "Courses assigned to you" });
    const row = await within(table).findByRole("row", { name: /BLD 111/ });
    expect(within(row).getByText("Draft")).toBeTruthy();
    expect(within(row).getByText("Check the exam scores")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Class list of BLD 111" }).getAttribute("href")).toBe(
      "/records/classList?courseId=41&sessionId=3",
    );
    expect(within(row).getByRole("link", { name: "Score sheet of BLD 111" }).getAttribute("href")).toBe(
      "/records/results?courseId=41&sessionId=3",
    );
    const query = Object.fromEntries(
      fake.calls("GET", "/Lecturer/assigned-courses/list").at(-1)?.query ?? [],
    );
    expect(query).toEqual({ page: "1", pageSize: "10", sort: "code", sessionId: "3", semesterId: "1" });
    // The term is the picker's, not a Grid filter; the sheet's status is.
    expect(screen.getAllByRole("combobox", { name: "Semester" })).toHaveLength(1);
    expect(screen.getByLabelText("Score sheet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
  });
});
