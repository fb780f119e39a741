import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { ScreenTableProvider } from "../../shell/menu/screenTable";
import NotificationsPage from "./NotificationsPage";

/** GET /Notification/list rows (schemas/lists/notifications.json). */
const rows = [
  {
    id: 31,
    dateCreated: "2026-11-20T09:00:00.000Z",
    notificationType: "Courses assigned",
    message: "You teach EDU 111 this semester.",
    notificationCategory: "lecturerCourses",
    about: "Courses and scores",
    state: "Unread",
    sessionId: 12,
    semesterId: 2,
  },
  {
    id: 30,
    dateCreated: "2026-10-01T09:00:00.000Z",
    notificationType: "Payment received",
    message: "Your payment was confirmed.",
    notificationCategory: "payment",
    about: "Payments",
    state: "Read",
    sessionId: 12,
    semesterId: null,
  },
];

function serve(request: FakeRequest) {
  if (request.method === "POST" && request.path === "/Notification/read-notification/31")
    return { status: 200, body: { success: true, data: { notificationId: 31 } } };
  if (request.method === "POST" && request.path === "/Notification/read-all")
    return {
      status: 200,
      body: { success: true, message: "1 notification marked as read", data: { count: 1 } },
    };
  const state = request.query.get("state");
  const shown = state ? rows.filter((row) => row.state === state) : rows;
  return listReply(shown, 1, 10, shown.length);
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const renderPage = (url = "/notifications") =>
  renderWithProviders(
    <ScreenTableProvider screens={[{ path: "/records/view" }]}>
      <NotificationsPage />
    </ScreenTableProvider>,
    url,
  );

describe("NotificationsPage", () => {
  it("lists every notification with Open only where its screen exists and Mark read only while unread", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: "Notifications" });
    const unread = await within(table).findByRole("row", { name: /Courses assigned/ });
    expect(within(unread).getByRole("button", { name: "Open Courses assigned" })).toBeTruthy();
    expect(within(unread).getByRole("button", { name: "Mark Courses assigned read" })).toBeTruthy();
    const read = within(table).getByRole("row", { name: /Payment received/ });
    // No payments screen in this user's table, and already read: nothing to do on it.
    expect(within(read).queryByRole("button")).toBeNull();
    expect(Object.fromEntries(fake.calls("GET", "/Notification/list").at(-1)?.query ?? [])).toEqual({
      page: "1",
      pageSize: "10",
      sort: "-dateCreated",
    });
  });

  it("opens a notification's screen with its session and semester, marking it read first", async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Open Courses assigned" }));
    await waitFor(() => expect(location.search).toBe("?sessionId=12&semesterId=2"));
    expect(fake.calls("POST", "/Notification/read-notification/31")).toHaveLength(1);
  });

  it("marks all read, filters by read state in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    await screen.findByText("You teach EDU 111 this semester.");
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(fake.calls("POST", "/Notification/read-all")).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText("Read"), "Unread");
    await waitFor(() => expect(screen.queryByText("Your payment was confirmed.")).toBeNull());
    expect(location.search).toBe("?state=Unread");
  });
});
