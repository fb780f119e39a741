import { act, cleanup, render, screen } from "@testing-library/react";
import { Outlet } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AudienceScreens } from "../../../screens/commonScreens";
import type { LoginResponse } from "../../contract/auth";
import { sessionStore } from "../session/sessionStore";
import { App } from "./App";

/** Which lazily imported modules the app asked for: each factory runs on the module's first import. */
const imported = vi.hoisted(() => new Set<string>());

vi.mock("../features/applicationTypes/PublishedTypeRoute", () => {
  imported.add("signed-out catch-all");
  return { default: () => <p>Signed-out catch-all</p> };
});
vi.mock("../features/landing/LandingPage", () => {
  imported.add("landing page");
  return { default: () => <h1>Landing page</h1> };
});
vi.mock("../features/auth/LoginPage", () => {
  imported.add("login page");
  return { default: () => <h1>Sign in</h1> };
});
/** The staff's route table, counted when asked for; passed in, so the real screens are never imported. */
const routeTables = {
  staff: async (): Promise<AudienceScreens> => {
    imported.add("staff screens");
    return {
      frame: async () => ({ default: () => <Outlet /> }),
      screens: [{ path: "/dashboard", load: async () => ({ default: () => <h1>Staff dashboard</h1> }) }],
    };
  },
  student: async (): Promise<AudienceScreens> => {
    throw new Error("no student signs in here");
  },
};

function official(): LoginResponse {
  return {
    userId: 7,
    userType: "official",
    fullName: "Mrs. Ngozi Okafor",
    birthday: null,
    studentTypeId: null,
    jwtToken: { token: "a.b.c", expires: new Date(Date.now() + 3_600_000).toISOString() },
    displayCSATModal: false,
    impersonatorUsername: null,
    isImpersonating: false,
    menuItems: ["dashboard"],
    oldUser: true,
    twoFactor: false,
  };
}

beforeEach(() => imported.clear());
afterEach(() => {
  cleanup();
  sessionStore.signOut();
  window.history.replaceState(null, "", "/");
});

describe("the router waits for the session", () => {
  it("renders a signed-in reload's page without fetching the signed-out routes", async () => {
    window.history.replaceState(null, "", "/dashboard");
    // A reload: the session is being restored from the refresh cookie while the app first renders.
    render(<App routeTables={routeTables} />);
    expect(screen.getByLabelText("Loading your session")).toBeTruthy();
    act(() => void sessionStore.signIn(official()));
    expect(await screen.findByRole("heading", { name: "Staff dashboard" })).toBeTruthy();
    expect([...imported]).toEqual(["staff screens"]);
  });

  it("makes the signed-out routes once the restore finds no session", async () => {
    window.history.replaceState(null, "", "/");
    render(<App routeTables={routeTables} />);
    act(() => sessionStore.markRestored());
    expect(await screen.findByRole("heading", { name: "Landing page" })).toBeTruthy();
    expect(imported.has("staff screens")).toBe(false);
  });

  it("leaves the signed-out routes behind at sign-in: Back does not fetch them", async () => {
    window.history.replaceState(null, "", "/login");
    render(<App routeTables={routeTables} />);
    act(() => sessionStore.markRestored());
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    act(() => void sessionStore.signIn(official()));
    expect(await screen.findByRole("heading", { name: "Staff dashboard" })).toBeTruthy();
    // Back to an address only the signed-out table knows (its catch-all), as the browser does it.
    act(() => {
      window.history.pushState(null, "", "/an_old_page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("heading", { name: "Staff dashboard" })).toBeTruthy();
    expect(window.location.pathname).toBe("/dashboard");
    expect(imported.has("signed-out catch-all")).toBe(false);
  });
});
