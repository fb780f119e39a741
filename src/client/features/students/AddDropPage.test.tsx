import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { AddDropRegistration, AddDropStudent } from "../../../contract/students";
import AddDropPage from "./AddDropPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const ref = (id: number, name: string) => ({ id, name });
const course = (courseId: number, code: string, units: number) => ({
  courseId,
  code,
  title: `Course ${code}`,
  units,
  kind: "compulsory" as const,
});
const registration: AddDropRegistration["registration"] = {
  id: 7,
  student: { id: 5, regNumber: "NCE/2025/CSC/0101", fullName: "Adebayo Adeyemi" },
  session: ref(3, "2026/2027"),
  semester: ref(1, "First Semester"),
  level: ref(3, "200 Level"),
  programme: ref(1, "NCE"),
  department: ref(10, "Computer Science Education"),
  status: "pending",
  minUnits: 15,
  maxUnits: 24,
  totalUnits: 17,
  courses: [
    course(1, "CSC 211", 3),
    course(2, "CSC 212", 3),
    course(3, "CSC 213", 3),
    course(4, "CSC 214", 3),
    course(5, "CSC 215", 3),
    course(6, "GSE 211", 2),
  ],
  decidedBy: null,
  decidedAt: null,
  remark: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const slip: AddDropRegistration = {
  registration,
  window: { open: true, closesAt: "2027-01-29T16:00:00.000Z" },
  minUnits: 15,
  maxUnits: 24,
  addable: [course(8, "CSC 216", 2)],
  changes: [],
};
const student: AddDropStudent = {
  student: {
    id: 5,
    regNumber: "NCE/2025/CSC/0101",
    fullName: "Adebayo Adeyemi",
    department: "CSC",
    level: "200 Level",
    status: "active",
  },
  registrations: [
    {
      id: 7,
      student: registration.student,
      session: registration.session,
      semester: registration.semester,
      level: registration.level,
      department: registration.department,
      status: "pending",
      totalUnits: 17,
      createdAt: registration.createdAt,
    },
  ],
  changes: [],
};

describe("AddDropPage", () => {
  it("refuses Save, saying why, while the change leaves the registration outside the student's limits", async () => {
    fake = installFakeHttp((request) => ({
      status: 200,
      body: { success: true, data: request.path.endsWith("/student") ? student : slip },
    }));
    renderWithProviders(
      <AddDropPage />,
      "/course_management/add_drop?regNumber=NCE%2F2025%2FCSC%2F0101&registration=7",
    );
    const save = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
    fireEvent.click(await screen.findByRole("checkbox", { name: /Drop CSC 211/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Drop CSC 212/ }));
    expect(screen.getByTestId("add-drop-units").textContent).toBe("Units after the change: 11.");
    expect(screen.getByTestId("add-drop-refusal").textContent).toBe(
      "The change cannot be saved: it leaves 11 units, below this student's minimum of 15. Add courses or drop fewer.",
    );
    expect(save().disabled).toBe(true);

    fireEvent.click(screen.getByRole("checkbox", { name: /Drop CSC 212/ }));
    expect(screen.getByTestId("add-drop-units").textContent).toBe("Units after the change: 14.");
    fireEvent.click(screen.getByRole("checkbox", { name: /Add CSC 216/ }));
    expect(screen.getByTestId("add-drop-units").textContent).toBe("Units after the change: 16.");
    expect(screen.queryByTestId("add-drop-refusal")).toBeNull();
    expect(save().disabled).toBe(false);
  });
});
