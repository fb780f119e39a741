import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDashboardServer, okAnswer, restoreHttp } from "../../../../tests/support/fakeDashboardServer";
import type { LoginResponse } from "../../../contract/auth";
import type { AdminDashboardData, LecturerDashboardData, StudentDashboardData } from "../../api/dashboard";
import { createQueryClient } from "../../api/queryClient";
import { sessionStore } from "../../session/sessionStore";
import { ScreenTableProvider } from "../../shell/menu/screenTable";
import DashboardPage from "./DashboardPage";

const ADMIN = "/Dashboard/admin-dashboard";
const LECTURER = "/Dashboard/lecturer-dashboard";
const STUDENT = "/Dashboard/student-dashboard";
// The first render loads Blueprint and the router; give it more than a second on a busy machine.
const FIRST_PAINT = { timeout: 5000 };

/** An access token whose payload names `roles` (the page reads, never trusts, them). */
function tokenWithRoles(roles: string[]): string {
  const payload = btoa(JSON.stringify({ sub: 7, roles })).replace(/=+$/, "");
  return `header.${payload}.signature`;
}

function signIn(userType: string, fullName: string, roles: string[], menuItems: string[] = ["dashboard"]) {
  const response: LoginResponse = {
    userId: 7,
    userType,
    fullName,
    birthday: null,
    studentTypeId: userType === "student" ? 1 : null,
    jwtToken: { token: tokenWithRoles(roles), expires: new Date(Date.now() + 60_000).toISOString() },
    displayCSATModal: false,
    impersonatorUsername: null,
    isImpersonating: false,
    menuItems,
    oldUser: true,
    twoFactor: false,
  };
  act(() => {
    sessionStore.signIn(response);
  });
}

/** The screens the menus in these tests lead to (the menu shows only names that open a screen). */
const SCREENS = ["/dashboard", "/profile", "/course_management/manage_course"].map((path) => ({ path }));

function renderDashboard() {
  const router = createMemoryRouter([{ path: "*", element: <DashboardPage /> }], {
    initialEntries: ["/dashboard"],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScreenTableProvider screens={SCREENS}>
        <RouterProvider router={router} />
      </ScreenTableProvider>
    </QueryClientProvider>,
  );
}

async function expectNoSeriousViolations() {
  // Contrast cannot be judged in jsdom; the rest of axe's serious rules can.
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
}

const term = (sessionId: number, name: string, isCurrent: boolean) => ({
  session: { id: sessionId, name, isCurrent },
  semester: { id: 1, name: "First Semester" },
});

const adminFigures = (sessionId: number, name: string, pending: number): AdminDashboardData => ({
  ...term(sessionId, name, sessionId === 3),
  counts: {
    activeSchools: 7,
    activeDepartments: 25,
    activeProgrammes: 6,
    activeCourses: 1250,
    activeLecturers: 26,
    activeUsers: { student: 3, lecturer: 3, official: 6 },
    openRegistrationWindows: 3,
    pendingBorrowedCourseRequests: pending,
    currentNotices: 5,
  },
});

/** The figure card named `label`. */
const figure = (label: string) => screen.getByRole("group", { name: label });
/** The line under "At a glance" saying which session the figures are of. */
const termLine = () => document.querySelector(".figures .term-line")?.textContent;

afterEach(() => {
  cleanup();
  act(() => sessionStore.signOut());
  restoreHttp();
});

describe("the officials' dashboard", () => {
  it("shows the session's figures, each linked to the list it counts, and keeps the area cards", async () => {
    signIn("official", "Mrs. Ngozi Okafor", ["registrar"], ["dashboard", "profile", "course_management"]);
    const calls = fakeDashboardServer({
      [ADMIN]: okAnswer(adminFigures(3, "2026/2027", 3)),
      "/Lookups/sessions": okAnswer([
        { id: 1, name: "2024/2025" },
        { id: 3, name: "2026/2027" },
      ]),
    });
    renderDashboard();

    const courses = await screen.findByRole("group", { name: "Courses" }, FIRST_PAINT);
    expect(courses.textContent).toBe("Courses1,250Manage courses");
    expect(within(courses).getByRole("link", { name: "Manage courses" }).getAttribute("href")).toBe(
      "/course_management/manage_course",
    );
    const borrowed = figure("Pending borrowed courses");
    expect(within(borrowed).getByText("3")).toBeTruthy();
    expect(within(borrowed).getByRole("link").getAttribute("href")).toBe(
      "/course_management/approved_borrowed_reg",
    );
    expect(within(figure("Schools")).getByText("7")).toBeTruthy();
    expect(figure("Active users").textContent).toContain("12");
    expect(figure("Active users").textContent).toContain("3 students · 3 lecturers · 6 officials");
    expect(termLine()).toBe("Session 2026/2027 (current) · First Semester");
    expect(screen.getByRole("heading", { name: "Your work areas" })).toBeTruthy();
    expect(calls.filter((call) => call.url === ADMIN)).toEqual([{ url: ADMIN, params: undefined }]);
    await expectNoSeriousViolations();
  });

  it("asks for another session's figures when one is chosen", async () => {
    signIn("official", "Mrs. Ngozi Okafor", ["registrar"]);
    const calls = fakeDashboardServer({
      [ADMIN]: (params) =>
        okAnswer(params?.sessionId === 1 ? adminFigures(1, "2024/2025", 0) : adminFigures(3, "2026/2027", 3)),
      "/Lookups/sessions": okAnswer([
        { id: 1, name: "2024/2025" },
        { id: 3, name: "2026/2027" },
      ]),
    });
    const user = userEvent.setup();
    renderDashboard();

    const picker = await screen.findByRole("combobox", { name: "Session" }, FIRST_PAINT);
    expect((picker as HTMLSelectElement).value).toBe("3");
    await user.selectOptions(picker, "1");

    await waitFor(() => expect(termLine()).toBe("Session 2024/2025 · First Semester"));
    expect(within(figure("Pending borrowed courses")).getByText("0")).toBeTruthy();
    expect(calls.filter((call) => call.url === ADMIN).map((call) => call.params)).toEqual([
      undefined,
      { sessionId: 1 },
    ]);
  });

  it("shows skeleton cards while loading and the server's message when the call fails", async () => {
    signIn("official", "Mrs. Ngozi Okafor", ["registrar"]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeDashboardServer({
      // Held back so the loading state can be seen, then the failure comes through.
      [ADMIN]: async () => {
        await held;
        return {
          status: 500,
          data: { success: false, message: "The database is not answering", errors: [] },
        };
      },
      "/Lookups/sessions": okAnswer([]),
    });
    renderDashboard();

    const loading = await screen.findByRole("list", { name: "Loading figures" }, FIRST_PAINT);
    expect(within(loading).getAllByRole("listitem")).toHaveLength(9);
    release();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("An error has occurred: The database is not answering");
    expect(screen.queryByRole("list", { name: "Loading figures" })).toBeNull();
  });
});

const lecturerData = (change: Partial<LecturerDashboardData> = {}): LecturerDashboardData => ({
  ...term(3, "2026/2027", true),
  lecturer: {
    id: 3,
    staffNumber: "FCET/AS/0003",
    fullName: "Ibrahim, Yusuf",
    rank: "Lecturer II",
    departmentName: "Computer Science Education",
    schoolName: "School of Science Education",
  },
  courses: [
    {
      courseId: 60,
      code: "CSC 111",
      title: "Introduction to Computer Science",
      units: 3,
      level: "100 Level",
      semester: "First Semester",
      isCoordinator: true,
    },
    {
      courseId: 61,
      code: "CSC 121",
      title: "Introduction to Programming",
      units: 3,
      level: "100 Level",
      semester: "Second Semester",
      isCoordinator: true,
    },
  ],
  posts: [],
  ...change,
});

describe("the lecturers' dashboard", () => {
  it("lists the lecturer's courses this session in a table", async () => {
    signIn("lecturer", "Mr. Yusuf Ibrahim", ["lecturer"], ["dashboard", "my_courses"]);
    fakeDashboardServer({ [LECTURER]: okAnswer(lecturerData()) });
    renderDashboard();

    const table = await screen.findByRole(
      "table",
      { name: "Courses assigned to you in 2026/2027" },
      FIRST_PAINT,
    );
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Code", "Title", "Units", "Level", "Semester"],
      ["CSC 111", "Introduction to Computer Science", "3", "100 Level", "First Semester"],
      ["CSC 121", "Introduction to Programming", "3", "100 Level", "Second Semester"],
    ]);
    expect(screen.getByText("Lecturer II, Computer Science Education")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Pending approvals" })).toBeNull();
    await expectNoSeriousViolations();
  });

  it("shows a head of department the requests awaiting them, with the way to the approvals", async () => {
    signIn("lecturer", "Dr. Emeka Obi", ["lecturer", "hod"]);
    fakeDashboardServer({
      [LECTURER]: okAnswer(
        lecturerData({
          posts: [
            {
              post: "hod",
              unitId: 3,
              unitName: "Building Technology Education",
              pendingBorrowedCourseRequests: 2,
              oldestPendingRequests: [
                {
                  id: 9,
                  regNumber: "NCE/2025/AUT/0007",
                  courseCode: "BLD 111",
                  courseTitle: "Introduction to Building Technology",
                  requestedAt: "2026-11-02T09:00:00.000Z",
                },
              ],
            },
          ],
        }),
      ),
    });
    renderDashboard();

    const approvals = (
      await screen.findByRole("heading", { name: "Pending approvals" }, FIRST_PAINT)
    ).closest("section")!;
    expect(
      within(approvals).getByRole("heading", { name: "Head of Department, Building Technology Education" }),
    ).toBeTruthy();
    expect(
      within(approvals).getByText("2 borrowed-course requests are waiting for your decision."),
    ).toBeTruthy();
    expect(within(approvals).getByRole("listitem").textContent).toBe(
      "NCE/2025/AUT/0007 — BLD 111 Introduction to Building TechnologyRequested 2 Nov 2026",
    );
    expect(
      within(approvals).getByRole("link", { name: "Review borrowed courses" }).getAttribute("href"),
    ).toBe("/course_management/approved_borrowed_reg");
    await expectNoSeriousViolations();
  });

  it("tells a dean without a School, and a lecturer without a record, why nothing is listed", async () => {
    signIn("lecturer", "Prof. Aisha Garba", ["lecturer", "dean"]);
    fakeDashboardServer({ [LECTURER]: okAnswer(lecturerData({ lecturer: null, courses: [] })) });
    renderDashboard();

    expect(
      await screen.findByText(/Your account is not linked to a lecturer record yet/, undefined, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/No department or School is assigned to you yet/)).toBeTruthy();
  });

  it("shows the error instead of the courses when the call fails", async () => {
    signIn("lecturer", "Mr. Yusuf Ibrahim", ["lecturer"]);
    fakeDashboardServer({
      [LECTURER]: {
        status: 403,
        data: { success: false, message: "You do not have access to this", errors: [] },
      },
    });
    renderDashboard();
    expect((await screen.findByRole("alert", undefined, FIRST_PAINT)).textContent).toBe(
      "An error has occurred: You do not have access to this",
    );
  });
});

describe("the students' dashboard", () => {
  it("shows the student's record, the session, semester, student type, registration status and unread count", async () => {
    signIn("student", "Adebayo Oluwaseun Adeyemi", ["student"]);
    const data: StudentDashboardData = {
      ...term(3, "2026/2027", true),
      studentType: { id: 1, name: "NCE" },
      student: {
        regNumber: "NCE/2025/CSC/0101",
        programme: { id: 1, name: "Nigeria Certificate in Education" },
        department: { id: 11, name: "Computer Science Education" },
        level: { id: 3, name: "200 Level" },
        status: "active",
      },
      courseRegistrationOpen: true,
      unreadNotifications: 2,
    };
    const passport =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    fakeDashboardServer({ [STUDENT]: okAnswer(data), "/Student/student-profile": okAnswer({ passport }) });
    renderDashboard();

    const photo = await screen.findByRole("img", {
      name: "Passport photograph of Adebayo Oluwaseun Adeyemi",
    });
    expect(photo.getAttribute("src")).toBe(passport);
    const section = (await screen.findByRole("heading", { name: "This session" }, FIRST_PAINT)).closest(
      "section",
    )!;
    await within(section).findByText("2026/2027");
    const facts = within(section)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Matric number", "NCE/2025/CSC/0101"],
      ["Programme", "Nigeria Certificate in Education"],
      ["Level", "200 Level"],
      ["Session", "2026/2027"],
      ["Semester", "First Semester"],
      ["Student type", "NCE"],
      ["Course registration", "Open"],
      ["Unread notifications", "2"],
    ]);
    expect(screen.getByRole("heading", { name: /Current notices/ })).toBeTruthy();
    await expectNoSeriousViolations();
  });

  it("says the record is not there yet for an account without a student record", async () => {
    signIn("student", "Adebayo Oluwaseun Adeyemi", ["student"]);
    const data: StudentDashboardData = {
      ...term(3, "2026/2027", true),
      studentType: null,
      student: null,
      courseRegistrationOpen: false,
      unreadNotifications: 0,
    };
    fakeDashboardServer({
      [STUDENT]: okAnswer(data),
      "/Student/student-profile": { status: 404, data: { success: false, message: "No student record." } },
    });
    renderDashboard();
    expect(await screen.findByRole("img", { name: "No passport photograph yet" })).toBeTruthy();
    const section = (await screen.findByRole("heading", { name: "This session" }, FIRST_PAINT)).closest(
      "section",
    )!;
    await within(section).findByText("2026/2027");
    const facts = new Map(
      within(section)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    const value = (name: string) => facts.get(name);
    expect(value("Matric number")).toBe("Not recorded");
    expect(value("Level")).toBe("Not recorded");
    expect(value("Course registration")).toBe("Closed");
  });
});
