import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { withRecordChoosers } from "../../../../screens/recordChooser";
import { staffScreens } from "../../../../screens/staffScreens";
import type { ScreenRoute } from "../../../../screens/types";

afterEach(cleanup);

const detail: ScreenRoute = {
  path: "/students/view",
  title: "Student profile",
  record: {
    params: ["id"],
    what: "student",
    list: { route: "/students", title: "Search Student", search: true },
  },
  load: async () => ({ default: () => createElement("h1", null, "The student's own page") }),
};

async function renderAt(start: string, route: ScreenRoute) {
  const [wrapped] = withRecordChoosers([route]);
  const { default: Screen } = await (wrapped as ScreenRoute).load();
  function Where() {
    const location = useLocation();
    return <output aria-label="address">{location.pathname + location.search}</output>;
  }
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route path={route.path} element={<Screen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe("a detail page opened without its record", () => {
  it("shows its own heading, says what it needs and searches the list it comes from", async () => {
    const user = userEvent.setup();
    await renderAt("/students/view", detail);
    expect(screen.getByRole("heading", { level: 1, name: "Student profile" })).toBeTruthy();
    expect(screen.getByText("No student chosen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open Search Student" }).getAttribute("href")).toBe("/students");
    await user.type(screen.getByRole("searchbox", { name: "Find a student" }), " Adeyemi ");
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(screen.getByLabelText("address").textContent).toBe("/students?search=Adeyemi");
  });

  it("offers only the list when the list takes no search", async () => {
    await renderAt("/students/view", {
      ...detail,
      record: { ...detail.record!, list: { route: "/l", title: "Approve Courses" } },
    });
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.getByRole("link", { name: "Open Approve Courses" })).toBeTruthy();
  });

  it("shows the page itself once the address names a record", async () => {
    await renderAt("/students/view?id=3", detail);
    expect(screen.getByRole("heading", { level: 1, name: "The student's own page" })).toBeTruthy();
    expect(screen.queryByText("No student chosen")).toBeNull();
  });
});

describe("the staff route table's detail pages", () => {
  // The spec's staff routes whose screen shows one record named in the address.
  const DETAIL_PAGES = [
    "/student_management/view",
    "/student_management/view/edit",
    "/student_management/clear/view",
    "/student_management/graduate_clearance_view",
    "/student_management/graduate_clearance_slip",
    "/approve_courses/view",
    "/course_registration/view",
    "/results/classlist/view",
    "/records/results",
    "/records/classList",
    "/class/results",
    "/class/classList",
    "/class/results/student",
    "/results/score_sheets/view",
  ];

  it("each declare their record, with a heading and a list that is itself a staff screen", () => {
    const paths = new Set(staffScreens.screens.map((s) => s.path));
    for (const path of DETAIL_PAGES) {
      const route = staffScreens.screens.find((s) => s.path === path);
      expect(route?.record, path).toBeDefined();
      expect(route?.title, path).toBeTruthy();
      expect(paths.has(route?.record?.list.route ?? ""), path).toBe(true);
    }
  });
});
