import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, type FakeRequest, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { StudentSiwes } from "../../../contract/siwes";
import SiwesPage from "./SiwesPage";
import SiwesPreviewPage from "./SiwesPreviewPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const student = {
  fullName: "Adeyemi, Adebayo Oluwaseun",
  regNumber: "NCE/2025/CSC/0101",
  programme: "Nigeria Certificate in Education",
  department: "Computer Science Education",
  school: "School of Science Education",
  level: "200 Level",
  passport: null,
};
const none: StudentSiwes = {
  student,
  sessionName: "2025/2026",
  placement: null,
  reference: null,
  code: null,
};
const saved: StudentSiwes = {
  ...none,
  placement: {
    organisationName: "Dangote Cement",
    organisationAddress: "Obajana, Kogi State",
    stateId: 2,
    stateName: "Kogi",
    supervisorName: "Kunle Ajayi",
    supervisorPhone: "08031234567",
    supervisorEmail: null,
    startDate: "2026-01-12",
    endDate: "2026-07-10",
    bankName: "Zenith Bank",
    accountNumber: "2012345678",
    accountName: "Adebayo Adeyemi",
    updatedAt: "2026-01-02T10:00:00.000Z",
  },
  reference: "SIWES/2025-2026/000001",
  code: "c0de",
};
const STATES = [
  { id: 1, name: "Lagos" },
  { id: 2, name: "Kogi" },
];

function server(answer: StudentSiwes, onSave: (request: FakeRequest) => { status: number; body: unknown }) {
  return installFakeHttp((request) => {
    if (request.path === "/Lookups/states") return { status: 200, body: { success: true, data: STATES } };
    if (request.path === "/Student/student-siwes")
      return { status: 200, body: { success: true, data: answer } };
    if (request.path === "/Student/add-or-update-student-siwes-details") return onSave(request);
    return { status: 404, body: { success: false, message: "Not found" } };
  });
}

function renderPages(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/siwes" element={<SiwesPage />} />
      <Route path="/siwes/preview" element={<SiwesPreviewPage />} />
    </Routes>,
    url,
  );
}

describe("/siwes", () => {
  it("opens with the saved placement and, saved, shows the printable form", async () => {
    fake = server(saved, () => ({
      status: 200,
      body: { success: true, message: "SIWES placement saved", data: saved },
    }));
    renderPages("/siwes");
    const organisation = await screen.findByRole("textbox", { name: "Organisation" });
    expect((organisation as HTMLInputElement).value).toBe("Dangote Cement");
    expect((screen.getByRole("textbox", { name: "Account number (NUBAN)" }) as HTMLInputElement).value).toBe(
      "2012345678",
    );
    const user = userEvent.setup();
    await user.clear(organisation);
    await user.type(organisation, "Nigerian Ports Authority");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const document = await screen.findByRole("article", { name: "SIWES Placement Form" });
    const [call] = fake.calls("POST", "/Student/add-or-update-student-siwes-details");
    expect(call?.body).toEqual({
      organisationName: "Nigerian Ports Authority",
      organisationAddress: "Obajana, Kogi State",
      stateId: 2,
      supervisorName: "Kunle Ajayi",
      supervisorPhone: "08031234567",
      startDate: "2026-01-12",
      endDate: "2026-07-10",
      bankName: "Zenith Bank",
      accountNumber: "2012345678",
      accountName: "Adebayo Adeyemi",
    });
    expect(within(document).getByRole("row", { name: /Reference/ }).textContent).toContain(
      "SIWES/2025-2026/000001",
    );
    expect(within(document).getByRole("row", { name: /End date/ }).textContent).toContain("10 July 2026");
    expect(within(document).getAllByText(/\/verify_siwes\/c0de$/).length).toBeGreaterThan(0);
  });

  it("does not send an account number that is not 10 digits, and says why in words", async () => {
    fake = server(none, () => ({ status: 500, body: {} }));
    renderPages("/siwes");
    const account = await screen.findByRole("textbox", { name: "Account number (NUBAN)" });
    const user = userEvent.setup();
    await user.type(account, "12345");
    await user.click(screen.getByRole("button", { name: "Save placement" }));
    expect(
      (await screen.findAllByText("an account number (NUBAN) is exactly 10 digits")).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText("please input the organisation's name").length).toBeGreaterThan(0);
    expect(fake.calls("POST", "/Student/add-or-update-student-siwes-details")).toHaveLength(0);
  });
});

describe("/siwes/preview", () => {
  it("without a placement, sends the student to fill it first", async () => {
    fake = server(none, () => ({ status: 500, body: {} }));
    renderPages("/siwes/preview");
    expect(await screen.findByRole("heading", { name: "No placement yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fill in the placement" }).getAttribute("href")).toBe("/siwes");
    expect(screen.queryByRole("article")).toBeNull();
  });
});
