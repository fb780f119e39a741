import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { EngineHostProvider } from "../host";
import { GroupTabsFrame } from "./GroupTabsFrame";

afterEach(cleanup);

const host = (roles: string[]) => ({
  notify: () => {},
  canAccess: (allowed: readonly string[]) => allowed.some((role) => roles.includes(role)),
  usePageName: () => {},
  collegeName: "",
});

const tabs = [
  { route: "/a/list", title: "List", read: ["x"] },
  { route: "/a/bespoke", title: "Bespoke" },
  { route: "/a/secret", title: "Secret", read: ["y"] },
];

function renderFrame(roles: string[]) {
  return render(
    <MemoryRouter initialEntries={["/a/bespoke"]}>
      <EngineHostProvider host={host(roles)}>
        <GroupTabsFrame group="student_management" tabs={tabs} current="/a/bespoke">
          <p>the screen</p>
        </GroupTabsFrame>
      </EngineHostProvider>
    </MemoryRouter>,
  );
}

describe("GroupTabsFrame", () => {
  it("shows the tabs the user may open, the current one selected, named by the group", () => {
    renderFrame(["x"]);
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["List", "Bespoke"]);
    expect(screen.getByRole("tab", { name: "Bespoke" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the screen alone when fewer than two tabs are open to the user", () => {
    renderFrame([]);
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.queryAllByRole("tab")).toEqual([]);
  });
});
