import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type GroupTab, groupTabsOf, type ResourceFile } from "../../../schema/resourceFile";
import { ScreenGroupTabs } from "./ScreenGroupTabs";

const tabs: GroupTab[] = [
  { route: "/course_management/manage_course", title: "Manage Courses", read: ["official"] },
  { route: "/course_management/open_reg", title: "Open & Close course reg.", read: ["official"] },
  {
    route: "/course_management/approved_borrowed_reg",
    title: "Borrowed Course Approval",
    read: ["official"],
  },
];

/** Each route shows the tab bar over a stand-in screen, as resourceScreen does; the probe shows the path. */
function renderGroup(start: string) {
  function Where() {
    return <output aria-label="path">{useLocation().pathname}</output>;
  }
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        {tabs.map((tab) => (
          <Route
            key={tab.route}
            path={tab.route}
            element={
              <ScreenGroupTabs label="Course management" tabs={tabs} current={tab.route}>
                <h1>{tab.title} screen</h1>
              </ScreenGroupTabs>
            }
          />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const path = () => screen.getByLabelText("path").textContent;

function narrowScreen(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: narrow && query === "(max-width: 767px)",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ScreenGroupTabs on a wide screen", () => {
  it("shows every sibling as a tab in order, the current one selected with the screen as its panel", () => {
    renderGroup("/course_management/open_reg");
    const all = screen.getAllByRole("tab");
    expect(all.map((tab) => tab.textContent)).toEqual([
      "Manage Courses",
      "Open & Close course reg.",
      "Borrowed Course Approval",
    ]);
    expect(all.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain("Open & Close course reg. screen");
    expect(panel.getAttribute("aria-labelledby")).toBe(all[1]?.id);
  });

  it("opens a sibling's route when its tab is clicked", async () => {
    const user = userEvent.setup();
    renderGroup("/course_management/manage_course");
    await user.click(screen.getByRole("tab", { name: "Borrowed Course Approval" }));
    expect(path()).toBe("/course_management/approved_borrowed_reg");
    expect(screen.getByRole("heading", { name: "Borrowed Course Approval screen" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Borrowed Course Approval" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("works from the keyboard: arrows move between tabs, Enter opens one and focus stays on the tabs", async () => {
    const user = userEvent.setup();
    renderGroup("/course_management/manage_course");
    screen.getByRole("tab", { name: "Manage Courses" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("Open & Close course reg.");
    await user.keyboard("{Enter}");
    expect(path()).toBe("/course_management/open_reg");
    // The new screen mounted a new tab bar; focus is back on its selected tab, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Open & Close course reg." }));
  });

  it("leaves focus alone when the screen is opened from elsewhere (the menu)", () => {
    renderGroup("/course_management/open_reg");
    expect(document.activeElement).toBe(document.body);
  });

  it("has no serious or critical accessibility problems", async () => {
    const { container } = renderGroup("/course_management/open_reg");
    let results: axe.AxeResults | undefined;
    await act(async () => {
      results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    });
    const serious = results?.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious?.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe("ScreenGroupTabs on a narrow screen (767 px and less)", () => {
  it("shows previous / next arrows around the current title instead of the tab row", async () => {
    narrowScreen(true);
    const user = userEvent.setup();
    renderGroup("/course_management/manage_course");
    expect(screen.queryByRole("tab")).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Course management" });
    expect(nav.textContent).toContain("Manage Courses (1 of 3)");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Next: Open & Close course reg." }));
    expect(path()).toBe("/course_management/open_reg");
    expect(screen.getByRole("navigation", { name: "Course management" }).textContent).toContain(
      "Open & Close course reg. (2 of 3)",
    );
    // Focus stays on the arrow used, so pressing it again walks on.
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Next: Borrowed Course Approval" }),
    );
    await user.click(screen.getByRole("button", { name: "Previous: Manage Courses" }));
    expect(path()).toBe("/course_management/manage_course");
    // Previous is disabled on the first screen, so focus lands on the title instead.
    expect(document.activeElement?.textContent).toContain("Manage Courses (1 of 3)");
  });

  it("disables Next on the last screen", () => {
    narrowScreen(true);
    renderGroup("/course_management/approved_borrowed_reg");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("groupTabsOf", () => {
  const file = (name: string, title: string, group?: ResourceFile["group"]): ResourceFile => ({
    name,
    title,
    singular: title,
    route: `/x/${name}`,
    table: name,
    access: { read: ["official"], write: [] },
    schema: { type: "object", properties: {} },
    grid: { columns: [] },
    group,
  });

  it("orders a group's files by order, then title, with the file's title when the group gives none", () => {
    const files = [
      file("c", "Charlie", { name: "g" }),
      file("b", "Bravo", { name: "g", order: 2, title: "Second" }),
      file("a", "Alpha", { name: "g", order: 1 }),
      file("z", "Zulu", { name: "other", order: 0 }),
      file("n", "No group"),
    ];
    expect(groupTabsOf(files[0] as ResourceFile, files).map((tab) => [tab.route, tab.title])).toEqual([
      ["/x/a", "Alpha"],
      ["/x/b", "Second"],
      ["/x/c", "Charlie"],
    ]);
    expect(groupTabsOf(files[4] as ResourceFile, files)).toEqual([]);
  });
});
