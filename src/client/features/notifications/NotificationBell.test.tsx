import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoginResponse } from "../../../contract/auth";
import { http } from "../../api/http";
import type { Notification, RecentNotifications } from "../../api/notifications";
import { createQueryClient } from "../../api/queryClient";
import { sessionStore } from "../../session/sessionStore";
import type { MenuScreen } from "../../shell/menu/menuEntries";
import { ScreenTableProvider } from "../../shell/menu/screenTable";
import { NotificationBell } from "./NotificationBell";

const NOTE = "That's all your notifications from the last 7 days.";
// The first render loads Blueprint's overlay code; give it more than the default second on a busy machine.
const FIRST_PAINT = { timeout: 5000 };

/** A stand-in for the server behind the shared axios instance: records calls, answers from `routes`. */
function fakeServer(routes: Record<string, (config: InternalAxiosRequestConfig) => unknown>) {
  const calls: string[] = [];
  http.defaults.adapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(key);
    const route = routes[key];
    const response: AxiosResponse = {
      data: route ? route(config) : { success: false, message: "not found", errors: [] },
      status: route ? 200 : 404,
      statusText: "",
      headers: {},
      config,
    };
    if (!route) throw new AxiosError("Not found", "ERR_BAD_REQUEST", config, undefined, response);
    return response;
  };
  return calls;
}

function signIn(change: Partial<LoginResponse> = {}) {
  sessionStore.signIn({
    userId: 7,
    userType: "student",
    fullName: "Adebayo Adeyemi",
    birthday: null,
    studentTypeId: 1,
    jwtToken: { token: "t", expires: new Date(Date.now() + 60_000).toISOString() },
    displayCSATModal: false,
    impersonatorUsername: null,
    isImpersonating: false,
    menuItems: ["dashboard"],
    oldUser: true,
    twoFactor: false,
    ...change,
  });
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const notification = (id: number, change: Partial<Notification>): Notification => ({
  notificationId: id,
  isRead: false,
  notificationCategory: "courseApproval",
  notificationType: "Info",
  message: `message ${id}`,
  dateCreated: minutesAgo(id * 10),
  notificationRequestProperties: null,
  ...change,
});

const LIST: RecentNotifications = {
  items: [
    notification(1, { message: "Your course registration has been approved." }),
    notification(2, {
      notificationCategory: "schoolFeesInvoice",
      message: "Your school fees invoice is ready.",
    }),
    notification(3, {
      isRead: true,
      notificationCategory: "lecturerCourses",
      message: "You have been assigned EDU 211.",
      notificationRequestProperties: { sessionId: 3, semesterId: 2 },
    }),
  ],
  unreadCount: 2,
};

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

/** The screens the notifications lead to; a test may leave some out (not built yet). */
const TARGET_SCREENS: MenuScreen[] = [{ path: "/academic_fees/school_fees" }, { path: "/records/view" }];

function renderBell(screens: readonly MenuScreen[] = TARGET_SCREENS) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <NotificationBell /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScreenTableProvider screens={screens}>
        <RouterProvider router={router} />
      </ScreenTableProvider>
    </QueryClientProvider>,
  );
  return router;
}

const defaultAdapter = http.defaults.adapter;

beforeEach(() => {
  // jsdom has no matchMedia; a wide screen shows the popover.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  act(() => sessionStore.signOut());
  http.defaults.adapter = defaultAdapter;
  vi.unstubAllGlobals();
});

describe("NotificationBell", () => {
  it("shows the unread count and lists the notifications, ending with the 7-day note", async () => {
    signIn();
    const calls = fakeServer({ "GET /Notification/recent": () => ({ success: true, data: LIST }) });
    const user = userEvent.setup();
    renderBell();

    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" }, FIRST_PAINT);
    expect(bell.textContent).toContain("2");
    await user.click(bell);

    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Your course registration has been approved\.10 minutes ago$/),
      expect.stringMatching(/^Unread: Your school fees invoice is ready\.20 minutes ago$/),
      expect.stringMatching(/^You have been assigned EDU 211\.30 minutes ago$/),
    ]);
    expect(within(panel).getByText(NOTE).textContent).toBe(NOTE);
    expect(calls).toEqual(["GET /Notification/recent"]);

    // Contrast cannot be judged in jsdom; the rest of axe's serious rules can.
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  it("marks an unread notification read first, then goes to its screen", async () => {
    signIn();
    let pathWhenMarked: string | undefined;
    const calls = fakeServer({
      "GET /Notification/recent": () => ({ success: true, data: LIST }),
      "POST /Notification/read-notification/2": () => {
        pathWhenMarked = router.state.location.pathname;
        return { success: true, data: { ...LIST.items[1], isRead: true } };
      },
    });
    const user = userEvent.setup();
    const router = renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }, FIRST_PAINT));
    await user.click(await screen.findByRole("button", { name: /school fees invoice/ }));

    expect(await screen.findByTestId("where")).toHaveProperty(
      "textContent",
      "/academic_fees/school_fees null",
    );
    expect(pathWhenMarked).toBe("/");
    expect(calls).toEqual(["GET /Notification/recent", "POST /Notification/read-notification/2"]);
    expect(router.state.location.pathname).toBe("/academic_fees/school_fees");
  });

  it("marks a notification read but stays put when its screen does not exist yet", async () => {
    signIn();
    const calls = fakeServer({
      "GET /Notification/recent": () => ({ success: true, data: LIST }),
      "POST /Notification/read-notification/2": () => ({
        success: true,
        data: { ...LIST.items[1], isRead: true },
      }),
    });
    const user = userEvent.setup();
    const router = renderBell([{ path: "/records/view" }]);

    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }, FIRST_PAINT));
    await user.click(await screen.findByRole("button", { name: /school fees invoice/ }));

    await vi.waitFor(() => expect(calls).toContain("POST /Notification/read-notification/2"));
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens a read lecturer notification with the keyboard, without marking it again", async () => {
    signIn({ userType: "lecturer" });
    const calls = fakeServer({ "GET /Notification/recent": () => ({ success: true, data: LIST }) });
    const user = userEvent.setup();
    const router = renderBell();

    const bell = await screen.findByRole("button", { name: "Notifications, 2 unread" }, FIRST_PAINT);
    bell.focus();
    await user.keyboard("{Enter}");
    const item = await screen.findByRole("button", { name: /assigned EDU 211/ });
    item.focus();
    await user.keyboard("{Enter}");

    await screen.findByTestId("where");
    expect(router.state.location.pathname).toBe("/records/view");
    expect(router.state.location.search).toBe("?sessionId=3&semesterId=2");
    expect(router.state.location.state).toEqual({ sessionId: 3, semesterId: 2 });
    expect(calls).toEqual(["GET /Notification/recent"]);
  });

  it("shows the list in a drawer on narrow screens", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    signIn();
    fakeServer({
      "GET /Notification/recent": () => ({ success: true, data: { items: [], unreadCount: 0 } }),
    });
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("heading", { name: "Notifications" })).toBeTruthy();
    expect(within(drawer).getByText("You have no notifications.")).toBeTruthy();
    expect(within(drawer).getByText(NOTE)).toBeTruthy();
  });

  it("asks for nothing and shows nothing while signed out", async () => {
    const calls = fakeServer({ "GET /Notification/recent": () => ({ success: true, data: LIST }) });
    renderBell();
    await act(async () => {});
    expect(screen.queryByRole("button")).toBeNull();
    expect(calls).toEqual([]);
  });
});
