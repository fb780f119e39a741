import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import reviewFile from "../../../../schemas/workflows/application-review.json";
import { type FakeHttp, installFakeHttp, listReply } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { WorkflowRow, WorkflowView } from "../../../contract/workflows";
import { checkWorkflowFile } from "../../../schema/workflows";
import type { EngineHost } from "../../engine/host";
import { WorkflowScreen } from "../../engine/workflow";

/**
 * /applications/review: the workflow schemas/workflows/application-review.json on the engine's
 * screen. The view is the file's as GET /api/workflows/application-review describes it (steps,
 * their inputs, search, filters), so a change to the file's decisions shows here.
 */
const workflow = checkWorkflowFile("application-review.json", reviewFile);
const view: WorkflowView = {
  name: workflow.name,
  title: workflow.title,
  singular: workflow.singular,
  searchable: workflow.search.length > 0,
  exportable: workflow.exportable,
  states: Object.entries(workflow.states).map(([name, state]) => ({ name, label: state.label })),
  columns: workflow.columns.map((field) => ({
    field,
    label: workflow.fields[field]?.label ?? field,
    format: workflow.fields[field]?.format ?? "text",
  })),
  filters: [
    ...workflow.filters.map((filter) => ({
      field: filter.field,
      label: workflow.fields[filter.field]?.label ?? filter.field,
      required: false,
      ...(filter.lookup ? { lookup: filter.lookup } : {}),
      ...(filter.options ? { options: [...filter.options] } : {}),
    })),
    ...workflow.ranges.flatMap((field) =>
      ["From", "To"].map((side) => ({
        field: `${field}${side}`,
        label: `${workflow.fields[field]?.label} ${side.toLowerCase()}`,
        required: false,
        input: "number" as const,
      })),
    ),
  ],
  links: workflow.links.map((link) => ({ label: link.label, href: link.href })),
  transitions: workflow.transitions.map((step) => ({
    name: step.name,
    label: step.label,
    intent: step.intent ?? "primary",
    reason: step.reason ?? "none",
    ...(step.confirm ? { confirm: step.confirm } : {}),
    inputs: Object.entries(step.input ?? {}).map(([name, input]) => ({
      name,
      label: input.label,
      lookup: input.lookup,
      ...(input.optional ? { optional: true } : {}),
      ...(input.narrowedBy ? { narrowedBy: { ...input.narrowedBy } } : {}),
    })),
  })),
};

const ROWS: WorkflowRow[] = [1, 2, 3].map((id) => ({
  id,
  state: "pending",
  actions: ["admit", "notAdmit"],
  applicationNumber: `NCE/2026/00000${id}`,
  fullName: `Applicant ${id}`,
  applicationType: "NCE Programme",
  session: "2026/2027",
  status: "pending",
  programme: "Nigeria Certificate in Education",
  department: "Computer Science Education",
  level: null,
  utmeScore: null,
  aggregateScore: null,
  olevelVerification: id === 1 ? "Verified" : "Not checked",
  certificateVerification: "None entered",
  submittedAt: "2026-11-20T10:00:00.000Z",
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

const notify = vi.fn<EngineHost["notify"]>();
let fake: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  fake?.restore();
  notify.mockClear();
});

const STEPS = "/workflows/application-review/transitions";

function serve(message = "2 application(s) marked not admitted.") {
  fake = installFakeHttp(({ method, path, query }) => {
    if (method === "GET" && path === "/workflows/application-review")
      return { status: 200, body: { success: true, data: view } };
    if (method === "GET" && path === "/workflows/application-review/rows")
      return listReply(ROWS, 1, 25, ROWS.length);
    // The course options narrowed by the department, as the server's lookup filter does.
    if (method === "GET" && path === "/Lookups/departmentOptions")
      return {
        status: 200,
        body: {
          success: true,
          data: COURSE_OPTIONS.filter((option) => String(option.departmentId) === query.get("departmentId")),
        },
      };
    if (method === "GET" && path.startsWith("/Lookups/"))
      return { status: 200, body: { success: true, data: LOOKUPS[path.slice("/Lookups/".length)] ?? [] } };
    if (method === "POST" && path === STEPS)
      return { status: 200, body: { success: true, message, data: { count: 2 } } };
    return { status: 404, body: { success: false, message: "not here" } };
  });
  return fake;
}

function renderList() {
  return renderWithProviders(<WorkflowScreen name="application-review" />, "/applications/review", {
    notify,
  });
}

describe("the application review list", () => {
  it("shows the verification badges, the file's filters, a search box and the export, and opens each document", async () => {
    serve();
    renderList();
    await screen.findByText("Applicant 1", {}, { timeout: 10_000 });
    expect(screen.getByRole("searchbox", { name: "Search application review" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    for (const label of ["Application type", "Session", "Status", "Programme", "Department", "O-level check"])
      expect(screen.getByRole("combobox", { name: label })).toBeTruthy();
    expect(
      within(screen.getByRole("combobox", { name: "O-level check" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "None entered", "Not checked", "Partly checked", "Verified", "Not verified"]);
    expect(screen.getByRole("spinbutton", { name: "UTME score from" })).toBeTruthy();
    expect(screen.getAllByText("Verified").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Pending").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: /^Open ?of NCE\/2026\/000002$/ }).getAttribute("href")).toBe(
      "/applications/review/view?id=2",
    );
  });

  it("decides the chosen rows together after a confirmation naming how many", async () => {
    const http = serve();
    const user = userEvent.setup();
    renderList();
    await user.click(
      await screen.findByRole("checkbox", { name: "Select NCE/2026/000001" }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Select NCE/2026/000002" }));
    expect(screen.getByText("2 chosen")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Not admit chosen" }));
    const dialog = screen.getByRole("dialog", { name: "Not admit 2 applications?" });
    expect(dialog.textContent).toContain("not offered admission");
    expect(http.calls("POST", STEPS)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Not admit" }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(http.calls("POST", STEPS).map((call) => call.body)).toEqual([
      { transition: "notAdmit", ids: [1, 2] },
    ]);
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ message: "2 application(s) marked not admitted." });
    await waitFor(() => expect(screen.queryByText("2 chosen")).toBeNull());
  });

  it("waits for the programme, department and level before admitting; the course option is optional", async () => {
    const http = serve("1 application(s) admitted.");
    const user = userEvent.setup();
    renderList();
    await user.click(
      await screen.findByRole("button", { name: "Admit NCE/2026/000003" }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Admit “NCE/2026/000003”?" });
    const send = within(dialog).getByRole("button", { name: "Admit" });
    expect(send.hasAttribute("disabled")).toBe(true);
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Programme" }), "1");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Department" }), "1");
    expect(send.hasAttribute("disabled")).toBe(true);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Level" }), "4");
    expect(send.hasAttribute("disabled")).toBe(false);
    await user.click(send);
    await waitFor(() => expect(http.calls("POST", STEPS)).toHaveLength(1));
    expect(http.calls("POST", STEPS)[0]?.body).toEqual({
      transition: "admit",
      ids: [3],
      input: { programmeId: 1, departmentId: 1, levelId: 4 },
    });
  });

  it("offers the chosen department's course options, clears the choice when the department changes, and sends it", async () => {
    const http = serve("1 application(s) admitted.");
    const user = userEvent.setup();
    renderList();
    await user.click(
      await screen.findByRole("button", { name: "Admit NCE/2026/000003" }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Admit “NCE/2026/000003”?" });
    const courseOption = within(dialog).getByRole<HTMLSelectElement>("combobox", {
      name: "Course option (optional)",
    });
    expect(courseOption.disabled).toBe(true);
    expect(courseOption.textContent).toBe("Choose the department first");

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Department" }), "2");
    await within(courseOption).findByRole("option", { name: "Biology/Chemistry" });
    await user.selectOptions(courseOption, "21");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Department" }), "1");
    expect(courseOption.value).toBe("");
    await within(courseOption).findByRole("option", { name: "Computer Science/Physics" });
    expect(within(courseOption).queryByRole("option", { name: "Biology/Chemistry" })).toBeNull();
    await user.selectOptions(courseOption, "12");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Programme" }), "1");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Level" }), "4");
    await user.click(within(dialog).getByRole("button", { name: "Admit" }));
    await waitFor(() => expect(http.calls("POST", STEPS)).toHaveLength(1));
    expect(http.calls("POST", STEPS)[0]?.body).toEqual({
      transition: "admit",
      ids: [3],
      input: { programmeId: 1, departmentId: 1, departmentOptionId: 12, levelId: 4 },
    });
  });
});
