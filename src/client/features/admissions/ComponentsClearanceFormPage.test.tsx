import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { ADMISSION_MESSAGES, type ClearanceForm } from "../../../contract/admissions";
import ComponentsClearanceFormPage from "./ComponentsClearanceFormPage";
import { rememberLookup } from "./rememberedLookup";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
  sessionStorage.clear();
});

const WHO = { reference: "NCE/2026/000012", phoneNumber: "08031234567" };
const form: ClearanceForm = {
  title: "Components Clearance Form",
  office: "Registry (Admissions Office)",
  instructions: ["Print this form and bring it to the clearing offices."],
  candidate: {
    applicationNumber: "NCE/2026/000012",
    fullName: "Ada Ngozi Okafor",
    jambNumber: "12345678AB",
    matricNumber: null,
    applicationType: "NCE Programme",
    sessionName: "2026/2027",
    programme: "Nigeria Certificate in Education",
    department: "Computer Science Education",
    courseOption: null,
    level: "100 Level",
    passport: "data:image/png;base64,iVBORw0KGgo=",
    acceptanceReceiptNumber: "RCT/2026/000042",
  },
  components: [
    { id: "olevel", name: "O-level result(s)", note: "With the scratch card" },
    { id: "birth_certificate", name: "Birth certificate or sworn declaration of age" },
  ],
  offices: [
    { id: "bursary", name: "Bursary", checks: "Acceptance fee receipt" },
    { id: "library", name: "Library", checks: "Reader's ticket" },
  ],
};

function expectTheForm() {
  const document = screen.getByRole("article", { name: "Components Clearance Form" });
  expect(within(document).getByRole("row", { name: /Application Number/ }).textContent).toContain(
    "NCE/2026/000012",
  );
  expect(within(document).getByRole("row", { name: /JAMB Registration Number/ }).textContent).toContain(
    "12345678AB",
  );
  expect(within(document).getByRole("img", { name: "Candidate's passport photograph" })).toBeTruthy();
  const components = within(document).getByRole("table", { name: "Documents to present" });
  expect(
    within(components)
      .getAllByRole("row")
      .map((row) => row.textContent),
  ).toEqual([
    "No.DocumentSeen (initials)",
    "1O-level result(s)With the scratch card",
    "2Birth certificate or sworn declaration of age",
  ]);
  expect(within(document).getByRole("heading", { name: "Bursary", level: 3 })).toBeTruthy();
  expect(within(document).getByRole("heading", { name: "Library", level: 3 })).toBeTruthy();
}

describe("/components_clerance_form", () => {
  it("opened from a link, asks for the status check's facts, then shows the printable form", async () => {
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: form } }));
    renderWithProviders(<ComponentsClearanceFormPage />, "/components_clerance_form");
    expect(screen.queryByRole("article")).toBeNull();
    expect(fake.requests).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Application Number or Registration Number"), WHO.reference);
    await user.type(screen.getByLabelText("Phone Number"), WHO.phoneNumber);
    await user.click(screen.getByRole("button", { name: "Show clearance form" }));

    await screen.findByRole("article", { name: "Components Clearance Form" });
    expect(fake.calls("POST", "/AdmissionStatus/clearance-form").map((call) => call.body)).toEqual([WHO]);
    expectTheForm();
  });

  it("opened from the status check in the same tab, shows the form without asking again", async () => {
    rememberLookup(WHO);
    fake = installFakeHttp(() => ({ status: 200, body: { success: true, data: form } }));
    renderWithProviders(<ComponentsClearanceFormPage />, "/components_clerance_form");
    await screen.findByRole("article", { name: "Components Clearance Form" });
    expect(fake.calls("POST", "/AdmissionStatus/clearance-form").map((call) => call.body)).toEqual([WHO]);
    expectTheForm();
  });

  it("says why there is no form for an unpaid acceptance fee, and shows a wrong number on its field", async () => {
    fake = installFakeHttp((request) =>
      (request.body as { phoneNumber: string }).phoneNumber === WHO.phoneNumber
        ? {
            status: 409,
            body: { success: false, title: "Conflict", message: ADMISSION_MESSAGES.clearanceUnpaid },
          }
        : {
            status: 400,
            body: {
              success: false,
              title: "Validation failed",
              message: "Please check the details.",
              errors: [{ path: "reference", message: ADMISSION_MESSAGES.noMatch }],
            },
          },
    );
    renderWithProviders(<ComponentsClearanceFormPage />, "/components_clerance_form");
    const user = userEvent.setup();
    const reference = screen.getByLabelText("Application Number or Registration Number");
    const phone = screen.getByLabelText("Phone Number");
    await user.type(reference, WHO.reference);
    await user.type(phone, "08031234500");
    await user.click(screen.getByRole("button", { name: "Show clearance form" }));
    expect(await screen.findByText(ADMISSION_MESSAGES.noMatch)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    await user.clear(phone);
    await user.type(phone, WHO.phoneNumber);
    await user.click(screen.getByRole("button", { name: "Show clearance form" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain("No clearance form yet");
    expect(refusal.textContent).toContain(ADMISSION_MESSAGES.clearanceUnpaid);
    expect(screen.queryByText(ADMISSION_MESSAGES.noMatch)).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
