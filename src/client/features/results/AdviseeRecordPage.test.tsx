import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { AdviseeRecord, RecordCourse } from "../../../contract/results";
import AdviseeRecordPage from "./AdviseeRecordPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const gpa = (units: number, qualityPoints: number, hundredths: number | null) => ({
  units,
  qualityPoints,
  hundredths,
});
// Course ids as the database gives them: distinct even where two codes share their number.
let nextCourseId = 100;
const course = (code: string, units: number, extra: Partial<RecordCourse>): RecordCourse => ({
  courseId: nextCourseId++,
  code,
  title: `Course ${code}`,
  units,
  caScore: null,
  examScore: null,
  totalScore: null,
  grade: null,
  points: null,
  registered: true,
  status: null,
  ...extra,
});
const graded = (total: number, grade: string, points: number) => ({
  caScore: 30,
  examScore: total - 30,
  totalScore: total,
  grade,
  points,
});

const record: AdviseeRecord = {
  student: {
    id: 7,
    fullName: "Okafor, Ada",
    regNumber: "NCE/2025/CSC/0001",
    programme: "Nigeria Certificate in Education",
    department: "Computer Science Education",
    level: "200 Level",
    status: "active",
  },
  terms: [
    {
      session: { id: 3, name: "2026/2027" },
      semester: { id: 1, name: "First Semester" },
      registration: { id: 41, status: "approved", totalUnits: 8 },
      courses: [
        course("CSC 211", 3, { ...graded(75, "A", 5), status: "published" }),
        course("CSC 212", 3, { ...graded(46, "D", 2), status: "hod_approved" }),
        course("CSC 213", 2, {}),
        course("GSE 211", 1, { ...graded(30, "F", 0), status: "published", registered: false }),
      ],
      gpa: gpa(4, 15, 375),
      cgpa: gpa(4, 15, 375),
      provisional: { gpa: gpa(7, 21, 300), cgpa: gpa(7, 21, 300) },
    },
  ],
  cgpa: gpa(4, 15, 375),
  certificateClass: "Credit",
  outstanding: ["GSE 211"],
};

describe("AdviseeRecordPage", () => {
  it("shows each term's courses with their results, marks those not yet published, and both GPAs", async () => {
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: record } }));
    renderWithProviders(<AdviseeRecordPage />, "/class/results/student?studentId=7");
    const term = await screen.findByRole("region", { name: "2026/2027 · First Semester" });
    expect(fake.calls("GET", "/Lecturer/course-adviser-student/7")).toHaveLength(1);
    expect(screen.getByRole("row", { name: /Matric number/ }).textContent).toContain("NCE/2025/CSC/0001");
    expect(screen.getByTestId("record-cgpa").textContent).toBe("3.75");
    expect(within(term).getByText("Approved")).toBeTruthy();
    expect(within(term).getByRole("link", { name: "View the registration slip" }).getAttribute("href")).toBe(
      "/approve_courses/view?id=41",
    );
    const row = (code: string) => within(term).getByRole("row", { name: new RegExp(`^${code}`) }).textContent;
    expect(row("CSC 211")).toContain("Published");
    expect(row("CSC 212")).toContain("Not yet published: HOD approved");
    expect(row("CSC 213")).toContain("No result yet");
    expect(row("GSE 211")).toContain("(not on the slip)");
    expect(within(term).getByTestId("term-gpa").textContent).toBe("3.75");
    expect(within(term).getByTestId("term-provisional-gpa").textContent).toBe("3.00");
    expect(within(term).getByTestId("term-provisional-cgpa").textContent).toBe("3.00");
    expect(screen.getByText("Still to pass: GSE 211.")).toBeTruthy();
  });

  it("says so when the student is not the caller's to see", async () => {
    fake = installFakeHttp(() => ({
      status: 404,
      body: { success: false, message: "Student not found", errors: [] },
    }));
    renderWithProviders(<AdviseeRecordPage />, "/class/results/student?studentId=8");
    expect((await screen.findByRole("alert")).textContent).toBe("Student not found");
    expect(screen.queryByRole("region", { name: /Semester/ })).toBeNull();
  });
});
