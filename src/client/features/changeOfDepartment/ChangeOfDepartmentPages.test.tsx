import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type {
  ChangeOfDepartmentApplication,
  ChangeOfDepartmentStanding,
} from "../../../contract/changeOfDepartment";
import ApplicationPage from "./ApplicationPage";
import DetailsPage from "./DetailsPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const DEPARTMENTS = [
  { id: 1, name: "Computer Science Education" },
  { id: 2, name: "Building Technology Education" },
  { id: 3, name: "Mathematics Education" },
];

const standing: ChangeOfDepartmentStanding = {
  student: {
    fullName: "Adeyemi, Adebayo Oluwaseun",
    regNumber: "NCE/2025/CSC/0101",
    departmentId: 1,
    department: "Computer Science Education",
    programme: "Nigeria Certificate in Education",
    level: "200 Level",
  },
  sessionName: "2026/2027",
  fee: { amount: 1_500_000, problem: null },
  applications: [],
};

const refused: ChangeOfDepartmentApplication = {
  applicationId: 7,
  state: "refused",
  summary: "Refused: you stay in Computer Science Education. Reason: The department is full.",
  sessionName: "2026/2027",
  fromDepartment: "Computer Science Education",
  fromProgramme: "Nigeria Certificate in Education",
  toDepartmentId: 2,
  toDepartment: "Building Technology Education",
  toProgrammeId: 1,
  toProgramme: "Nigeria Certificate in Education",
  reason: "I want to teach building technology.",
  createdAt: "2026-11-01T10:00:00.000Z",
  invoiceNumber: "INV0000000ABC",
  isPaid: true,
  regNumberBefore: null,
  regNumberAfter: null,
  steps: [
    {
      title: "Fee paid and application submitted",
      status: "done",
      by: null,
      at: "2026-11-01T10:00:00.000Z",
      note: null,
    },
    {
      title: "Released by the head of Computer Science Education",
      status: "done",
      by: "Dr. Halima Bello",
      at: "2026-11-02T10:00:00.000Z",
      note: null,
    },
    {
      title: "Accepted by the head of Building Technology Education",
      status: "refused",
      by: "Dr. Emeka Obi",
      at: "2026-11-03T10:00:00.000Z",
      note: "The department is full.",
    },
    { title: "Approved by the registry", status: "not_reached", by: null, at: null, note: null },
  ],
};

function server(answer: ChangeOfDepartmentStanding) {
  return installFakeHttp((request) => {
    if (request.path === "/Lookups/departments")
      return { status: 200, body: { success: true, data: DEPARTMENTS } };
    if (request.path === "/Student/change-of-department")
      return { status: 200, body: { success: true, data: answer } };
    return { status: 404, body: { success: false, message: "Not found" } };
  });
}

function renderPages(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/change_of_department_application" element={<ApplicationPage />} />
      <Route path="/change_of_department_application_details" element={<DetailsPage />} />
    </Routes>,
    url,
  );
}

describe("/change_of_department_application", () => {
  it("offers every department but the student's own, and sends nothing while the form says what is missing", async () => {
    fake = server(standing);
    renderPages("/change_of_department_application");
    const department = await screen.findByRole("combobox", { name: /New department/ });
    const offered = within(department)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(offered).toContain("Building Technology Education");
    expect(offered).not.toContain("Computer Science Education");
    await userEvent.setup().click(screen.getByRole("button", { name: "Apply and get the invoice" }));
    expect(
      (await screen.findAllByText("please select the department you want to move to")).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText("please say why you want to change department").length).toBeGreaterThan(0);
    expect(fake.calls("POST", "/Student/apply-for-change-of-department")).toHaveLength(0);
  });

  it("says the fee before the student applies, and why they cannot when no fee is set for them", async () => {
    fake = server(standing);
    const first = renderPages("/change_of_department_application");
    expect(await screen.findByText("₦15,000.00")).toBeTruthy();
    first.unmount();
    const problem =
      "No Change of Department fee is set for your programme and level in 2026/2027; please contact the bursary.";
    fake.restore();
    fake = server({ ...standing, fee: { amount: null, problem } });
    renderPages("/change_of_department_application");
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(screen.getByText("You cannot apply yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply and get the invoice" })).toBeNull();
  });
});

describe("/change_of_department_application_details", () => {
  it("prints a refused application with the step that refused it, who and why", async () => {
    fake = server({ ...standing, applications: [refused] });
    renderPages("/change_of_department_application_details");
    const document = await screen.findByRole("article", { name: "Change of Department Application" });
    expect(within(document).getByTestId("change-of-department-state").textContent).toBe("REFUSED");
    expect(document.textContent).toContain("Reason: The department is full.");
    const steps = within(document).getByRole("table", { name: "Where your application stands" });
    const refusedStep = within(steps).getByRole("row", {
      name: /Accepted by the head of Building Technology/,
    });
    expect(refusedStep.textContent).toContain("Refused");
    expect(refusedStep.textContent).toContain("Dr. Emeka Obi");
    expect(refusedStep.textContent).toContain("3 November 2026");
  });

  it("without an application, links to the form", async () => {
    fake = server(standing);
    renderPages("/change_of_department_application_details");
    expect(
      (await screen.findByRole("link", { name: "Apply to change department" })).getAttribute("href"),
    ).toBe("/change_of_department_application");
  });
});
