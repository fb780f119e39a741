import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { applicationScreens } from "../../../../screens/applications";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";
import { resourceKeys } from "../../api/resources";

afterEach(cleanup);

/** Opens a route of the derived route table as the app would (lazy screen, lookup lists cached). */
async function open(path: string) {
  const screenRoute = applicationScreens.find((candidate) => candidate.path === path);
  if (!screenRoute) throw new Error(`no screen at ${path}`);
  const { default: Screen } = await screenRoute.load();
  const router = createMemoryRouter([{ path, element: <Screen /> }], { initialEntries: [path] });
  // The college's lists as the lookup API would answer them (no server in jsdom).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [name, list] of Object.entries(fixtureLookups))
    queryClient.setQueryData(resourceKeys.lookup(name), list);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the generic application form page", () => {
  it("opens NCE at /nce_application on step 1 of 7 with the college's lookup lists", async () => {
    await open("/nce_application");
    // The page first asks the server for a draft (none here: the call fails), which can be slow on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Step 1 of 7: Personal details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "NCE Programme application" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Female" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("7Uploads");
  });

  it("opens Pre-NCE at /pre_nce_application with its own name and steps", async () => {
    await open("/pre_nce_application");
    expect(
      await screen.findByRole("heading", { name: "Step 1 of 6: Personal details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 1, name: "Pre-NCE Programme (Sandwich) application" }),
    ).toBeTruthy();
    const steps = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(steps).toContain("6Uploads");
    expect(steps.join(" ")).not.toContain("Education history");
  });
});
