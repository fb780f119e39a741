import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { validNceApplication } from "../../../../tests/unit/applications/nceFixtures";
import { resourceKeys } from "../../api/resources";
import { fixtureLookups } from "../schemaForms/fixtureLookups";
import { nceApplication } from "../schemaForms/nce";
import ApplicationWizardPage from "./ApplicationWizardPage";
import { memoryDraftStore, renderWizard, seriousViolations } from "./testSupport";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const { meta, schema, uiSchema } = nceApplication;

describe("the NCE wizard", () => {
  it("the page opens on step 1 of 7 with the college's lookup lists", async () => {
    const router = createMemoryRouter([{ path: "/nce_application", element: <ApplicationWizardPage /> }], {
      initialEntries: ["/nce_application"],
    });
    // The college's lists as the lookup API would answer them (no server in jsdom).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const [name, list] of Object.entries(fixtureLookups))
      queryClient.setQueryData(resourceKeys.lookup(name), list);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // The page first asks the server for a draft (none here: the call fails), which can be slow on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Step 1 of 7: Personal details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "NCE Programme application" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Female" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("7Uploads");
  });

  it("a step has no serious or critical axe violations, before and after errors", async () => {
    const user = userEvent.setup();
    const { container } = renderWizard({
      schema,
      uiSchema,
      steps: meta.steps,
      lookups: fixtureLookups,
      draftStore: memoryDraftStore(),
    });
    await screen.findByRole("heading", { name: /Step 1 of 7/ });
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("alert");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("the review of a complete application has no serious or critical axe violations", async () => {
    const user = userEvent.setup();
    const { container } = renderWizard({
      schema,
      uiSchema,
      steps: meta.steps,
      lookups: fixtureLookups,
      draftStore: memoryDraftStore(validNceApplication()),
    });
    await screen.findByText("Draft restored");
    // A restored draft may jump ahead; the jump still validates the step it leaves.
    await user.click(screen.getByRole("button", { name: /Review and submit/ }));
    await screen.findByRole("heading", { level: 2, name: "Review and submit" });
    expect(
      screen.getByRole("rowheader", { name: "Local government area" }).nextElementSibling?.textContent,
    ).toBe("Ikeja");
    expect(screen.getByRole("img", { name: "Applicant's passport photograph" })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
