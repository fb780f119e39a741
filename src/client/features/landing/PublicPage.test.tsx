import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { PublicPage } from "./PublicPage";

afterEach(cleanup);

describe("PublicPage", () => {
  it("shows the current page's whole name, cutting only the steps before it, each cut name titled whole", () => {
    const long = "Generate Diploma in Early Childhood Education Invoice"; // 53 characters
    const longStep = "Diploma in Early Childhood Education Applications"; // 49 characters
    render(
      <MemoryRouter>
        <PublicPage
          crumbs={[{ text: "Applications", to: "/" }, { text: longStep, to: "/x" }, { text: long }]}
        >
          <p>page</p>
        </PublicPage>
      </MemoryRouter>,
    );
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    // The newcomer met "Generate Diploma in Early Childhood E…": which type was it for?
    const current = trail.getByText(long);
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("li")?.getAttribute("title")).toBe(long);
    const step = trail.getByRole("link", { name: /^Diploma in Early Childhood Education\s*…$/ });
    expect(step.closest("li")?.getAttribute("title")).toBe(longStep);
    // Short names stay whole, with no title.
    expect(trail.getByRole("link", { name: "Applications" }).closest("li")?.hasAttribute("title")).toBe(
      false,
    );
  });

  it("shows Login to a visitor, and a signed-in applicant's name with Sign out instead", async () => {
    const signedOut: string[] = [];
    const { unmount } = render(
      <MemoryRouter>
        <PublicPage crumbs={[{ text: "Form" }]}>
          <p>page</p>
        </PublicPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Login" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <PublicPage
          crumbs={[{ text: "Form" }]}
          account={{ name: "Okonkwo Amaka", onSignOut: () => signedOut.push("out") }}
        >
          <p>page</p>
        </PublicPage>
      </MemoryRouter>,
    );
    const bar = within(screen.getByRole("banner"));
    expect(bar.getByText("Okonkwo Amaka")).toBeTruthy();
    expect(bar.queryByRole("link", { name: "Login" })).toBeNull();
    await userEvent.setup().click(bar.getByRole("button", { name: "Sign out" }));
    expect(signedOut).toEqual(["out"]);
  });
});
