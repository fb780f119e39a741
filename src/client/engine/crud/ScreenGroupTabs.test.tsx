import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type GroupTab,
  groupBarsOf,
  groupProblemOf,
  groupTabsOf,
  type ResourceFile,
} from "../../../schema/resourceFile";
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

describe("ScreenGroupTabs nested (a group within another's tab)", () => {
  const outer = [
    { route: "/fees/one", title: "One" },
    { route: "/commission/all", title: "Commission Setup" },
  ];
  const inner = [
    { route: "/commission/all", title: "All" },
    { route: "/commission/acceptance", title: "Acceptance" },
  ];

  function renderNested(start: string) {
    return render(
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route
            path="/fees/one"
            element={
              <ScreenGroupTabs label="Fees assignment" tabs={outer} current="/fees/one">
                <h1>One screen</h1>
              </ScreenGroupTabs>
            }
          />
          {inner.map((tab) => (
            <Route
              key={tab.route}
              path={tab.route}
              element={
                <ScreenGroupTabs label="Fees assignment" tabs={outer} current="/commission/all">
                  <ScreenGroupTabs label="Commission setup" tabs={inner} current={tab.route}>
                    <h1>{tab.title} screen</h1>
                  </ScreenGroupTabs>
                </ScreenGroupTabs>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>,
    );
  }

  it("names each tab list by its group and keeps focus on the bar that was used", async () => {
    const user = userEvent.setup();
    renderNested("/fees/one");
    await user.click(screen.getByRole("tab", { name: "Commission Setup" }));
    const fees = screen.getByRole("tablist", { name: "Fees assignment" });
    const commission = screen.getByRole("tablist", { name: "Commission setup" });
    expect(within(fees).getByRole("tab", { name: "Commission Setup" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(within(commission).getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(within(fees).getByRole("tab", { name: "Commission Setup" }));

    await user.click(within(commission).getByRole("tab", { name: "Acceptance" }));
    expect(screen.getByRole("heading", { name: "Acceptance screen" })).toBeTruthy();
    expect(document.activeElement).toBe(
      within(screen.getByRole("tablist", { name: "Commission setup" })).getByRole("tab", {
        name: "Acceptance",
      }),
    );
  });
});

describe("groupTabsOf and groupBarsOf with a nested group", () => {
  const members = [
    { route: "/o/1", title: "O1", group: { name: "o", order: 1 } },
    { route: "/o/3", title: "O3", group: { name: "o", order: 3 } },
    { route: "/i/b", title: "IB", group: { name: "i", order: 2 }, access: { read: ["b"] } },
    {
      route: "/i/a",
      title: "IA",
      group: { name: "i", order: 1, within: { name: "o", title: "Inner", order: 2 } },
      access: { read: ["a"] },
    },
  ];

  it("makes the nested group one tab of the outer group, leading to its first tab with its access", () => {
    expect(groupTabsOf({ group: { name: "o" } }, members)).toEqual([
      { route: "/o/1", title: "O1", read: undefined },
      { route: "/i/a", title: "Inner", read: ["a"] },
      { route: "/o/3", title: "O3", read: undefined },
    ]);
    expect(groupTabsOf({ group: { name: "i" } }, members).map((tab) => tab.route)).toEqual(["/i/a", "/i/b"]);
  });

  it("stacks the outer bar above the nested one, the nested group's tab selected", () => {
    expect(
      groupBarsOf({ group: { name: "i" }, route: "/i/b" }, members).map((bar) => [bar.group, bar.current]),
    ).toEqual([
      ["o", "/i/a"],
      ["i", "/i/b"],
    ]);
    expect(groupBarsOf({ group: { name: "o" }, route: "/o/3" }, members).map((bar) => bar.group)).toEqual([
      "o",
    ]);
  });

  it("does not loop on groups nested in each other", () => {
    const loop = [
      { route: "/x", title: "X", group: { name: "x", within: { name: "y" } } },
      { route: "/y", title: "Y", group: { name: "y", within: { name: "x" } } },
    ];
    expect(groupBarsOf(loop[0] as (typeof loop)[0], loop).map((bar) => bar.group)).toEqual(["y", "x"]);
  });

  it("refuses a malformed group or within", () => {
    expect(groupProblemOf({ name: "g", within: { name: "o", title: "T", order: 1 } })).toBeUndefined();
    expect(groupProblemOf({ name: "g", within: { title: "T" } })).toBe(
      '"group".within.name must be a non-empty string',
    );
    expect(groupProblemOf({ name: "g", within: { name: "g" } })).toBe(
      '"group".within must name another group',
    );
    expect(groupProblemOf({ name: "g", order: "1" })).toBe('"group".order must be a number');
  });
});
