import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp, listReply } from "../../../../tests/support/fakeHttp";
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
};

describe("AddDropPage", () => {
  it("refuses Save, saying why, while the change leaves the registration outside the student's limits", async () => {
    fake = installFakeHttp((request) =>
      request.path.endsWith("/changes") || request.path.endsWith("/registrations")
        ? listReply([], 1, 10, 0)
        : { status: 200, body: { success: true, data: request.path.endsWith("/student") ? student : slip } },
    );
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
    // The slip's history is the history list's Grid, narrowed to the student and this slip.
    const [history] = fake?.calls("GET", "/CourseManagement/add-drop/changes") ?? [];
    expect(history?.query.get("regNumber")).toBe("NCE/2025/CSC/0101");
    expect(history?.query.get("registration")).toBe("7");
  });

  it("lists the found student's registrations and history in Grids scoped by the matric number", async () => {
    const registrationRow = {
      id: 7,
      session: "2026/2027",
      semester: "First Semester",
      totalUnits: 17,
      status: "pending",
    };
    const changeRow = {
      id: 3,
      at: "2026-11-21T09:00:00.000Z",
      course: "CSC 216 Course CSC 216",
      action: "Added",
      changedBy: "Mrs. Ngozi Okafor",
      reason: "Timetable clash",
    };
    fake = installFakeHttp((request) => {
      if (request.path.endsWith("/registrations")) return listReply([registrationRow], 1, 10, 1);
      if (request.path.endsWith("/changes")) return listReply([changeRow], 1, 10, 1);
      return { status: 200, body: { success: true, data: student } };
    });
    renderWithProviders(<AddDropPage />, "/course_management/add_drop?regNumber=NCE%2F2025%2FCSC%2F0101");
    const registrations = await screen.findByRole("table", { name: "Course registrations" });
    const link = await within(registrations).findByRole("link", {
      name: "Add or drop courses of 2026/2027, First Semester",
    });
    expect(link.getAttribute("href")).toBe(
      "/course_management/add_drop?regNumber=NCE%2F2025%2FCSC%2F0101&registration=7",
    );
    const history = await screen.findByRole("table", { name: "Add/drop history" });
    expect(await within(history).findByText("Timetable clash")).toBeTruthy();
    for (const path of ["/CourseManagement/add-drop/registrations", "/CourseManagement/add-drop/changes"]) {
      const [call] = fake.calls("GET", path);
      expect(call?.query.get("regNumber")).toBe("NCE/2025/CSC/0101");
      expect(call?.query.has("registration")).toBe(false);
    }
  });
});
