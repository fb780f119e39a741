import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { flash } from "../../shell/flash";
import ApplicationReviewPage from "./ApplicationReviewPage";

vi.mock("../../shell/flash", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../shell/flash")>();
  return { ...actual, flash: vi.fn() };
});

const ROWS = [1, 2, 3].map((id) => ({
  id,
  applicationNumber: `NCE/2026/00000${id}`,
  fullName: `Applicant ${id}`,
  mobileNumber: `0803000000${id}`,
  applicationTypeId: "nce",
  sessionId: 1,
  status: "Pending",
  programmeId: 1,
  departmentId: 1,
  levelId: null,
  utmeScore: null,
  aggregateScore: null,
  submittedAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
}));
const LOOKUPS: Record<string, { id: number | string; name: string }[]> = {
  applicationTypes: [{ id: "nce", name: "NCE Programme" }],
  sessions: [{ id: 1, name: "2026/2027" }],
  programmes: [{ id: 1, name: "Nigeria Certificate in Education" }],
  departments: [
    { id: 1, name: "Computer Science Education" },
    { id: 2, name: "Biology Education" },
  ],
  levels: [{ id: 4, name: "100 Level" }],
};

const COURSE_OPTIONS = [
  { id: 11, name: "Computer Science/Mathematics", departmentId: 1 },
  { id: 12, name: "Computer Science/Physics", departmentId: 1 },
  { id: 21, name: "Biology/Chemistry", departmentId: 2 },
];

let fake: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  fake?.restore();
  vi.mocked(flash).mockClear();
});

function serve() {
  fake = installFakeHttp(({ method, path, query }) => {
    // The course options narrowed by the department, as the server's lookup filter does.
    if (method === "GET" && path === "/Lookups/departmentOptions")
      return {
        status: 200,
        body: {
          success: true,
          data: COURSE_OPTIONS.filter((option) => String(option.departmentId) === query.get("departmentId")),
        },
      };
    if (method === "GET" && path === "/resources/application-reviews")
      return {
        status: 200,
        body: { success: true, data: { items: ROWS, meta: { pageSize: 10, currentPage: 1, totalCount: 3 } } },
      };
    if (method === "GET" && path.startsWith("/Lookups/"))
      return { status: 200, body: { success: true, data: LOOKUPS[path.slice("/Lookups/".length)] ?? [] } };
    if (method === "POST" && path === "/ApplicationReview/decide")
      return {
        status: 200,
        body: {
          success: true,
          message: "2 applications marked not admitted.",
          data: { decided: 2, admitted: 0, notAdmitted: 2 },
        },
      };
    return { status: 404, body: { success: false, message: "not here" } };
  });
  return fake;
}

describe("ApplicationReviewPage", () => {
  it("decides the chosen rows together after a confirmation naming them", async () => {
    const http = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("checkbox", { name: "Select NCE/2026/000001" }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Select NCE/2026/000002" }));
    expect(screen.getByText("2 chosen")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Not admit chosen" }));
    const dialog = screen.getByRole("dialog", { name: "Not admit 2 applications" });
    expect(dialog.textContent).toContain("NCE/2026/000001, NCE/2026/000002");
    expect(http.calls("POST", "/ApplicationReview/decide")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Not admit 2 applications" }));
    await vi.waitFor(() => expect(flash).toHaveBeenCalled());
    expect(http.calls("POST", "/ApplicationReview/decide").map((call) => call.body)).toEqual([
      { applicantIds: [1, 2], status: "not_admitted" },
    ]);
    expect(vi.mocked(flash).mock.calls[0]?.[0]).toMatchObject({
      title: "Admission Decision Saved!",
      message: "2 applications marked not admitted.",
      timeout: 3000,
    });
    expect(await screen.findByText("No application chosen.")).toBeTruthy();
  });

  it("asks for the programme, department and level before admitting, and sends nothing without them", async () => {
    const http = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Admit NCE/2026/000003" }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Admit application" });
    await user.click(within(dialog).getByRole("button", { name: "Admit application" }));
    expect(within(dialog).getByText("please choose the programme")).toBeTruthy();
    expect(within(dialog).getByText("please choose the level")).toBeTruthy();
    expect(http.calls("POST", "/ApplicationReview/decide")).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText("Programme"), "1");
    await user.selectOptions(within(dialog).getByLabelText("Department"), "1");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "4");
    await user.click(within(dialog).getByRole("button", { name: "Admit application" }));
    await vi.waitFor(() => expect(http.calls("POST", "/ApplicationReview/decide")).toHaveLength(1));
    expect(http.calls("POST", "/ApplicationReview/decide")[0]?.body).toEqual({
      applicantIds: [3],
      status: "admitted",
      programmeId: 1,
      departmentId: 1,
      levelId: 4,
    });
  });

  it("offers the chosen department's course options, optional, and sends the one chosen", async () => {
    const http = serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Admit NCE/2026/000003" }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Admit application" });
    const courseOption = within(dialog).getByLabelText<HTMLSelectElement>("Course option (optional)");
    expect(courseOption.disabled).toBe(true);
    expect(courseOption.textContent).toBe("Choose the department first");

    await user.selectOptions(within(dialog).getByLabelText("Department"), "2");
    await within(courseOption).findByRole("option", { name: "Biology/Chemistry" });
    await user.selectOptions(within(dialog).getByLabelText("Department"), "1");
    await within(courseOption).findByRole("option", { name: "Computer Science/Physics" });
    expect(within(courseOption).queryByRole("option", { name: "Biology/Chemistry" })).toBeNull();
    await user.selectOptions(courseOption, "12");
    await user.selectOptions(within(dialog).getByLabelText("Programme"), "1");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "4");
    await user.click(within(dialog).getByRole("button", { name: "Admit application" }));
    await vi.waitFor(() => expect(http.calls("POST", "/ApplicationReview/decide")).toHaveLength(1));
    expect(http.calls("POST", "/ApplicationReview/decide")[0]?.body).toEqual({
      applicantIds: [3],
      status: "admitted",
      programmeId: 1,
      departmentId: 1,
      departmentOptionId: 12,
      levelId: 4,
    });
  });

  it("clears the course option when the department changes", async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Admit NCE/2026/000003" }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Admit application" });
    const courseOption = within(dialog).getByLabelText<HTMLSelectElement>("Course option (optional)");
    await user.selectOptions(within(dialog).getByLabelText("Department"), "2");
    await within(courseOption).findByRole("option", { name: "Biology/Chemistry" });
    await user.selectOptions(courseOption, "21");
    await user.selectOptions(within(dialog).getByLabelText("Department"), "1");
    expect(courseOption.value).toBe("");
  });
});

function renderPage() {
  return renderWithProviders(<ApplicationReviewPage />, "/applications/review");
}
