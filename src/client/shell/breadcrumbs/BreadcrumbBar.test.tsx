import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../session/sessionStore";
import type { MenuEntry, MenuScreen } from "../menu/menuEntries";
import { ScreenTableProvider } from "../menu/screenTable";
import { BreadcrumbBar } from "./BreadcrumbBar";
import { CurrentPageNameProvider } from "./currentPageName";

/** A student's pages: the hostel area and its receipt, but nothing at /hostel_fees itself. */
const SCREENS: MenuScreen[] = [
  { path: "/hostel" },
  { path: "/hostel_fees/receipt" },
  { path: "/school_setup/manage" },
  { path: "/school_setup/manage/department" },
];
const ENTRIES: MenuEntry[] = [{ name: "hostel", label: "Hostel", icon: "home", route: "/hostel" }];

function signInStudent() {
  act(() =>
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
      menuItems: ["dashboard", "hostel"],
      oldUser: true,
      twoFactor: false,
    }),
  );
}

function renderAt(path: string, entries: MenuEntry[] = ENTRIES) {
  render(
    <ScreenTableProvider screens={SCREENS}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentPageNameProvider>
          <BreadcrumbBar entries={entries} />
        </CurrentPageNameProvider>
      </MemoryRouter>
    </ScreenTableProvider>,
  );
  return within(screen.getByRole("navigation", { name: "Breadcrumb" }));
}

afterEach(() => {
  cleanup();
  act(() => sessionStore.signOut());
  vi.restoreAllMocks();
});

describe("BreadcrumbBar", () => {
  it("names a step with no page of its own without linking it, and marks only the last as current", () => {
    signInStudent();
    const trail = renderAt("/hostel_fees/receipt");
    expect(trail.queryByRole("link")).toBeNull();
    expect(trail.getByText("Hostel Fees").getAttribute("aria-current")).toBeNull();
    expect(trail.getByText("Receipt").getAttribute("aria-current")).toBe("page");
  });

  it("draws a trail whose area and step lead to the same page without React key warnings", () => {
    signInStudent();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // The area's entry opens /school_setup/manage, as does the next crumb's path: one link, not two.
    const trail = renderAt("/school_setup/manage/department", [
      { name: "school_setup", label: "School Setup", icon: "home", route: "/school_setup/manage" },
    ]);
    expect(trail.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/school_setup/manage",
    ]);
    expect(errors).not.toHaveBeenCalled();
  });
});
