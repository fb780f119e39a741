import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeHttp,
  type FakeReply,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import type { WorkflowRow, WorkflowView } from "../../../contract/workflows";
import type { EngineHost } from "../host";
import { WorkflowScreen } from "./WorkflowScreen";

/**
 * The engine screen over the made-up workflow of tests/fixtures/workflows/leave-requests.json, as
 * GET /api/workflows/leave-requests describes it (tests/server/workflows checks the server's side).
 */
const view: WorkflowView = {
  name: "leave-requests",
  title: "Leave requests",
  singular: "leave request",
  states: [
    { name: "open", label: "Open" },
    { name: "reviewed", label: "Reviewed" },
    { name: "approved", label: "Approved" },
    { name: "refused", label: "Refused" },
  ],
  columns: [
    { field: "title", label: "Request", format: "text" },
    { field: "days", label: "Days", format: "text" },
    { field: "status", label: "Status", format: "state" },
  ],
  filters: [
    { field: "sessionId", label: "Session", lookup: "sessions", default: "3", required: true },
    { field: "days", label: "Days", required: false },
  ],
  links: [{ label: "Record", href: "/leave/record?id={id}" }],
  transitions: [
    { name: "review", label: "Mark reviewed", intent: "primary", reason: "none", inputs: [] },
    {
      name: "approve",
      label: "Approve",
      intent: "success",
      reason: "optional",
      confirm: "The requester is told at once.",
      inputs: [{ name: "sessionId", label: "Session of leave", lookup: "sessions", default: "3" }],
    },
    { name: "refuse", label: "Refuse", intent: "danger", reason: "required", inputs: [] },
  ],
};

const notify = vi.fn<EngineHost["notify"]>();
let rows: WorkflowRow[] = [];
let stepReply: (request: FakeRequest) => FakeReply = () => ({ status: 500 });
let fake: FakeHttp;

beforeEach(() => {
  rows = [
    { id: 1, title: "Conference", days: 3, status: "open", state: "open", actions: ["refuse"] },
    {
      id: 2,
      title: "Family",
      days: 2,
      status: "reviewed",
      state: "reviewed",
      actions: ["approve", "refuse"],
    },
    {
      id: 3,
      title: "Wedding",
      days: 5,
      status: "reviewed",
      state: "reviewed",
      actions: ["approve", "refuse"],
    },
    { id: 4, title: "Done", days: 1, status: "approved", state: "approved", actions: [] },
  ];
  fake = installFakeHttp((request) => {
    if (request.method === "GET" && request.path === "/workflows/leave-requests")
      return { status: 200, body: { success: true, data: view } };
    if (request.method === "GET" && request.path === "/Lookups/sessions")
      return {
        status: 200,
        body: {
          success: true,
          data: [
            { id: 2, name: "2025/2026" },
            { id: 3, name: "2026/2027" },
          ],
        },
      };
    if (request.method === "GET" && request.path === "/workflows/leave-requests/rows")
      return listReply(rows, 1, 25, rows.length);
    if (request.method === "POST" && request.path === "/workflows/leave-requests/transitions")
      return stepReply(request);
    return { status: 404, body: { success: false, message: "Not found" } };
  });
  notify.mockClear();
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const rowQueries = () => fake.calls("GET", "/workflows/leave-requests/rows").map((call) => call.query);
const stepCalls = () => fake.calls("POST", "/workflows/leave-requests/transitions");
const rowFetches = () => fake.calls("GET", "/workflows/leave-requests/rows").length;

describe("the workflow screen", () => {
  it("starts at what waits for the caller in the file's default session, and filters by lookup", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await screen.findByText("Conference");
    const search = new URLSearchParams(location.search);
    expect([search.get("waiting"), search.get("sessionId")]).toEqual(["true", "3"]);
    // Every fetch carried the defaults: none went out before they were in the address.
    expect(
      rowQueries().every((query) => query.get("sessionId") === "3" && query.get("waiting") === "true"),
    ).toBe(true);
    const session = screen.getByRole("combobox", { name: "Session" });
    // A required filter has no "All"; its options are the lookup's.
    await waitFor(() =>
      expect(
        within(session)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["2025/2026", "2026/2027"]),
    );
    expect(
      within(screen.getByRole("combobox", { name: "Days" })).getByRole("option", { name: "All" }),
    ).toBeTruthy();
    await user.selectOptions(session, "2025/2026");
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "All you may see");
    await waitFor(() => expect(rowQueries().at(-1)?.toString()).toContain("waiting=false"));
    expect(rowQueries().at(-1)?.get("sessionId")).toBe("2");
  });

  // jsdom's accessible name drops the space before the hidden " of Family"; a browser keeps it.
  it("shows a state by its label and links each row to its page, named for screen readers", async () => {
    renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await screen.findByText("Conference");
    expect(screen.getAllByText("Reviewed").length).toBeGreaterThan(0);
    expect(screen.queryByText("reviewed")).toBeNull();
    expect(screen.getByRole("link", { name: /^Record ?of Family$/ }).getAttribute("href")).toBe(
      "/leave/record?id=2",
    );
    // The steps and links come first, so a list of many columns keeps them in view.
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers.slice(1, 3)).toEqual(["Actions", "Record"]);
  });

  it("says in the decision dialog what the step does, and asks for its inputs from their lookups", async () => {
    stepReply = () => ({ status: 200, body: { success: true, message: "Approved", data: { count: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await user.click(await screen.findByRole("button", { name: "Approve Family" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve “Family”?" });
    expect(dialog.textContent).toContain("The requester is told at once.");
    // The input starts at its default (the server's current session) and may be changed.
    const session = within(dialog).getByRole("combobox", { name: "Session of leave" });
    await waitFor(() => expect((session as HTMLSelectElement).value).toBe("3"));
    await user.selectOptions(session, "2025/2026");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(stepCalls().map((call) => call.body)).toEqual([
      { transition: "approve", ids: [2], input: { sessionId: 2 } },
    ]);
  });

  it("offers on each row only the steps the server allows on it", async () => {
    renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await screen.findByText("Conference");
    expect(screen.getByRole("button", { name: "Refuse Conference" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve Conference" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark reviewed Conference" })).toBeNull();
    expect(screen.getByRole("button", { name: "Approve Family" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Done$/ })).toBeNull();
    // A row with no step for the caller cannot be chosen for one.
    expect(screen.queryByRole("checkbox", { name: "Select Done" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Select Conference" })).toBeTruthy();
  });

  it("asks for the required reason before a step, sends it, flashes the server's message and refreshes", async () => {
    stepReply = () => {
      rows = rows.map((row) =>
        row.id === 1 ? { ...row, state: "refused", status: "refused", actions: [] } : row,
      );
      return { status: 200, body: { success: true, message: "Leave request refused", data: { count: 1 } } };
    };
    const user = userEvent.setup();
    renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await user.click(await screen.findByRole("button", { name: "Refuse Conference" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse “Conference”?" });
    const send = within(dialog).getByRole("button", { name: "Refuse" });
    expect(send.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByLabelText("Reason"), "Exams week");
    const before = rowFetches();
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(stepCalls().map((call) => call.body)).toEqual([
      { transition: "refuse", ids: [1], reason: "Exams week" },
    ]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Leave request refused", intent: "success" }),
    );
    await waitFor(() => expect(rowFetches()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Refuse Conference" })).toBeNull());
  });

  it("offers for the chosen rows only the steps every one of them allows, all or none", async () => {
    stepReply = () => ({
      status: 409,
      body: {
        success: false,
        title: "Conflict",
        message: "Leave request 3 is already approved; nothing was changed",
        errors: [],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkflowScreen name="leave-requests" />, "/list", { notify });
    await user.click(await screen.findByRole("checkbox", { name: "Select Family" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Wedding" }));
    expect(screen.getByRole("button", { name: "Approve chosen" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Select Conference" }));
    expect(screen.queryByRole("button", { name: "Approve chosen" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Select Conference" }));

    await user.click(screen.getByRole("button", { name: "Approve chosen" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve 2 leave requests?" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "Leave request 3 is already approved; nothing was changed",
    );
    expect(stepCalls().map((call) => call.body)).toEqual([
      { transition: "approve", ids: [2, 3], input: { sessionId: 3 } },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
