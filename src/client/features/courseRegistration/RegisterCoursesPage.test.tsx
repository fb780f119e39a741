import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { RegistrableCourses } from "../../../contract/courseRegistration";
import RegisterCoursesPage from "./RegisterCoursesPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const ref = (id: number, name: string) => ({ id, name });
const offer: RegistrableCourses = {
  session: ref(3, "2026/2027"),
  semester: ref(1, "First Semester"),
  level: ref(3, "200 Level"),
  window: { open: true, closesAt: "2027-01-29T16:00:00.000Z" },
  minUnits: 4,
  maxUnits: 8,
  registration: null,
  courses: [
    { courseId: 11, code: "CSC 211", title: "Data Structures", units: 3, kind: "compulsory" },
    { courseId: 12, code: "CSC 101", title: "Introduction to Computing", units: 2, kind: "carryover" },
    { courseId: 13, code: "CSC 216", title: "Web Technologies", units: 2, kind: "elective" },
    { courseId: 14, code: "PHY 211", title: "Mechanics", units: 3, kind: "borrowed" },
  ],
};

describe("RegisterCoursesPage", () => {
  it("pre-ticks compulsory courses and carry-overs, keeps a running total and sends the chosen courses", async () => {
    fake = installFakeHttp((request) =>
      request.method === "GET"
        ? { status: 200, body: { success: true, data: offer } }
        : {
            status: 400,
            body: {
              success: false,
              message: "Course registration is closed for your class this semester",
              errors: [],
            },
          },
    );
    renderWithProviders(<RegisterCoursesPage />, "/course_registration/register?sessionId=3&semesterId=1");
    const compulsory = await screen.findByRole("checkbox", { name: "Register CSC 211 Data Structures" });
    expect((compulsory as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /CSC 101/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("unit-total").textContent).toBe("5 of at most 8 units chosen");

    fireEvent.click(screen.getByRole("checkbox", { name: /PHY 211/ }));
    expect(screen.getByTestId("unit-total").textContent).toBe("8 of at most 8 units chosen");
    fireEvent.click(screen.getByRole("checkbox", { name: /CSC 216/ }));
    expect(screen.getByTestId("unit-total").textContent).toBe("10 units chosen: 2 over your limit of 8");
    const register = screen.getByRole("button", { name: "Register courses" });
    expect((register as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("checkbox", { name: /CSC 216/ }));
    fireEvent.click(register);
    await waitFor(() => expect(fake?.calls("POST", "/CourseRegistration/register")).toHaveLength(1));
    expect(fake?.calls("POST", "/CourseRegistration/register")[0]?.body).toEqual({
      sessionId: 3,
      semesterId: 1,
      courseIds: [11, 12, 14],
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Course registration is closed for your class this semester",
    );
  });

  it("says when registration is closed instead of offering courses", async () => {
    fake = installFakeHttp(() => ({
      status: 200,
      body: { success: true, data: { ...offer, window: { open: false, closesAt: null } } },
    }));
    renderWithProviders(<RegisterCoursesPage />, "/course_registration/register?sessionId=3&semesterId=1");
    expect(await screen.findByText("Course registration is closed")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("explains, instead of a disabled button, that the courses offered fall short of the minimum", async () => {
    // A new 100-level student offered 5 units against a 15-unit minimum (issue 20).
    const short: RegistrableCourses = {
      ...offer,
      level: ref(2, "100 Level"),
      minUnits: 15,
      maxUnits: 24,
      courses: [
        {
          courseId: 21,
          code: "CSC 111",
          title: "Introduction to Computer Science",
          units: 3,
          kind: "compulsory",
        },
        { courseId: 22, code: "GSE 111", title: "Use of English I", units: 2, kind: "compulsory" },
      ],
    };
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: short } }));
    renderWithProviders(<RegisterCoursesPage />, "/course_registration/register?sessionId=3&semesterId=1");
    const why = await screen.findByTestId("offer-shortfall");
    expect(why.textContent).toContain("You cannot register yet");
    expect(why.textContent).toContain(
      "The courses offered to your class this semester add up to 5 units, but you must register at least 15 units, so you cannot register yet.",
    );
    expect(why.textContent).toContain("ask your course adviser or the registry");
    expect(screen.queryByRole("button", { name: "Register courses" })).toBeNull();
    // The explanation comes first; below it, what is offered, with nothing to tick.
    const list = screen.getByRole("table", { name: /Courses offered to your class \(100 Level/ });
    expect(why.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("cell", { name: "CSC 111" })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Register" })).toBeNull();
  });
});
