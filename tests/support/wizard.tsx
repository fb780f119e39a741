import type { RJSFSchema } from "@rjsf/utils";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import axe from "axe-core";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { ApplicationData } from "../../src/client/engine/schemaForms";
import {
  ApplicationWizard,
  type ApplicationWizardProps,
} from "../../src/client/engine/wizard/ApplicationWizard";
import type { DraftStore } from "../../src/client/engine/wizard/draftStore";

/** A draft store in memory that counts its saves, for tests. */
export function memoryDraftStore(initial?: ApplicationData): DraftStore & { saved: ApplicationData[] } {
  let current = initial;
  const saved: ApplicationData[] = [];
  return {
    saved,
    async load() {
      return current;
    },
    async save(data) {
      current = structuredClone(data);
      saved.push(current);
    },
    async clear() {
      current = undefined;
    },
  };
}

/** A two-step form with one lookup, small enough to fill in a test. */
export const smallSchema: RJSFSchema = {
  type: "object",
  properties: {
    personal: {
      type: "object",
      title: "Personal details",
      properties: {
        surname: { type: "string", title: "Surname", minLength: 2 },
        stateId: { type: "integer", title: "State of origin", lookup: "states" } as RJSFSchema,
      },
      required: ["surname"],
    },
    programme: {
      type: "object",
      title: "Programme",
      properties: { department: { type: "string", title: "Department" } },
      required: ["department"],
    },
  },
  required: ["personal", "programme"],
};

export const smallLookups = {
  states: [
    { id: 25, name: "Lagos" },
    { id: 31, name: "Oyo" },
  ],
};

/**
 * Renders the wizard in a data router (its leave guard uses `useBlocker`), with a second route
 * to leave to, under a query client.
 */
export function renderWizard(
  props: Partial<ApplicationWizardProps> & Pick<ApplicationWizardProps, "draftStore">,
) {
  const submitted: ApplicationData[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <ApplicationWizard
            schema={smallSchema}
            lookups={smallLookups}
            onSubmit={(data) => {
              submitted.push(data);
            }}
            {...props}
          />
        ),
      },
      { path: "/elsewhere", element: <p>Somewhere else</p> },
    ],
    { initialEntries: ["/"] },
  );
  // Dependent lookups (the LGA on the state) load their narrowed lists through TanStack Query.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, submitted };
}

/** Serious and critical axe violations (contrast cannot be judged in jsdom; Playwright does it). */
export async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
