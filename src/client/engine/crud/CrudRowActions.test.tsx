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
import type { ResourceFile } from "../../../schema/resourceFile";
import type { EngineHost } from "../host";
import { CrudScreen } from "./CrudScreen";

/** The flashes the screen asks the app for. */
const notify = vi.fn<EngineHost["notify"]>();

/** A borrowed-course list with the Approve / Reject actions of its resource file. */
const requests: ResourceFile = {
  name: "borrowed-course-requests",
  title: "Borrowed course requests",
  singular: "Borrowed course request",
  route: "/course_management/approved_borrowed_reg",
  table: "borrowed_course_requests",
  access: { read: ["official"], write: ["registrar"] },
  schema: {
    type: "object",
    properties: {
      regNumber: { type: "string", title: "Registration number" },
      status: { type: "string", title: "Status", enum: ["pending", "approved", "rejected"], readOnly: true },
    },
    required: ["regNumber"],
  },
  grid: {
    columns: ["regNumber", { field: "status", format: "badge" }],
    rowActions: [
      {
        name: "approve",
        label: "Approve",
        intent: "success",
        set: { status: "approved" },
        when: { status: "pending" },
        confirm: "Approve this borrowed course registration?",
      },
      {
        name: "reject",
        label: "Reject",
        intent: "danger",
        set: { status: "rejected" },
        when: { status: "pending" },
      },
    ],
  },
};

let rows = [
  { id: 1, regNumber: "NCE/2025/CSC/0142", status: "pending" },
  { id: 2, regNumber: "NCE/2025/PHY/0031", status: "approved" },
];
let actionReply: (request: FakeRequest) => FakeReply = () => ({ status: 500 });
let fake: FakeHttp;

beforeEach(() => {
  rows = [
    { id: 1, regNumber: "NCE/2025/CSC/0142", status: "pending" },
    { id: 2, regNumber: "NCE/2025/PHY/0031", status: "approved" },
  ];
  fake = installFakeHttp((request) => {
    if (request.method === "GET" && request.path === "/resources/borrowed-course-requests")
      return listReply(rows, 1, 10, rows.length);
    if (request.method === "POST" && request.path.includes("/actions/")) return actionReply(request);
    return { status: 404, body: { success: false, message: "Not found" } };
  });
  notify.mockClear();
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const listFetches = () => fake.calls("GET", "/resources/borrowed-course-requests").length;

describe("CrudScreen row actions", () => {
  it("offers Approve and Reject only on rows whose status is pending", async () => {
    renderWithProviders(<CrudScreen resource={requests} />, "/list", { notify });
    await screen.findByText("NCE/2025/CSC/0142");
    expect(screen.getByRole("button", { name: "Approve NCE/2025/CSC/0142" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reject NCE/2025/CSC/0142" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve NCE/2025/PHY/0031" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject NCE/2025/PHY/0031" })).toBeNull();
    // The row's other buttons stay.
    expect(screen.getByRole("button", { name: "Edit NCE/2025/PHY/0031" })).toBeTruthy();
  });

  it("asks first, then approves, flashes the server's message and refreshes the list", async () => {
    actionReply = (request) => {
      rows = rows.map((row) => (row.id === 1 ? { ...row, status: "approved" } : row));
      return {
        status: 200,
        body: {
          success: true,
          message: "Borrowed course approved",
          data: { id: 1, status: "approved", path: request.path },
        },
      };
    };
    const user = userEvent.setup();
    renderWithProviders(<CrudScreen resource={requests} />, "/list", { notify });
    await user.click(await screen.findByRole("button", { name: "Approve NCE/2025/CSC/0142" }));
    // The file's question names the dialog.
    const dialog = await screen.findByRole("alertdialog", {
      name: "Approve this borrowed course registration?",
    });
    expect(fake.calls("POST", "/resources/borrowed-course-requests/1/actions/approve")).toEqual([]);

    const before = listFetches();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake.calls("POST", "/resources/borrowed-course-requests/1/actions/approve")).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Borrowed course approved", intent: "success", timeout: 3000 }),
    );
    await waitFor(() => expect(listFetches()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Approve NCE/2025/CSC/0142" })).toBeNull(),
    );
  });

  it("sends nothing when the question is cancelled, and asks in its own words when the file gives none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrudScreen resource={requests} />, "/list", { notify });
    await user.click(await screen.findByRole("button", { name: "Reject NCE/2025/CSC/0142" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reject “NCE/2025/CSC/0142”?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fake.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("flashes the server's reason when the row no longer qualifies (409) and refreshes", async () => {
    actionReply = () => ({
      status: 409,
      body: {
        success: false,
        title: "Conflict",
        message:
          "Reject applies only to borrowed course requests whose status is pending; this one's status is approved.",
        errors: [],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CrudScreen resource={requests} />, "/list", { notify });
    await user.click(await screen.findByRole("button", { name: "Reject NCE/2025/CSC/0142" }));
    const before = listFetches();
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          intent: "danger",
          message:
            "Reject applies only to borrowed course requests whose status is pending; this one's status is approved.",
        }),
      ),
    );
    await waitFor(() => expect(listFetches()).toBeGreaterThan(before));
  });

  it("shows no action buttons to someone who may only read", async () => {
    renderWithProviders(<CrudScreen resource={requests} canWrite={false} />);
    await screen.findByText("NCE/2025/CSC/0142");
    expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
  });
});
