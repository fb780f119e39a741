import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { PublicPage } from "./PublicPage";

afterEach(cleanup);

describe("PublicPage", () => {
  it("cuts a crumb name longer than 37 characters, keeping the whole name in its title", () => {
    const long = "Generate Evening NCE Programme Invoice"; // 38 characters
    render(
      <MemoryRouter>
        <PublicPage crumbs={[{ text: "Applications", to: "/" }, { text: long }]}>
          <p>page</p>
        </PublicPage>
      </MemoryRouter>,
    );
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    const current = trail.getByText("Generate Evening NCE Programme Invoic…");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("li")?.getAttribute("title")).toBe(long);
    // Short names stay whole, with no title.
    expect(trail.getByRole("link", { name: "Applications" }).closest("li")?.hasAttribute("title")).toBe(
      false,
    );
  });
});
