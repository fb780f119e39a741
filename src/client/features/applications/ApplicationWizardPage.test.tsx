import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { applicationScreens } from "../../../../screens/applications";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { fixtureLookups } from "../../../../tests/support/fixtureLookups";
import { resourceKeys } from "../../api/resources";

let server: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  server = undefined;
});

/** The server as a signed-in applicant of `type` (or a visitor, with no type) sees it: no draft yet. */
function applicantServer(type: string | undefined) {
  server = installFakeHttp(({ method, path }) => {
    if (method === "GET" && path === "/Applicant/session")
      return type
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                applicationTypeId: type,
                fullName: "Okafor Ada",
                invoiceNumber: "INV0000001ABCDE",
                expiresAt: "2030-01-01T00:00:00.000Z",
                invoiceDetails: {
                  surname: "Okafor",
                  firstName: "Ada",
                  middleName: null,
                  email: "ada@example.com",
                  mobileNumber: "08031234567",
                },
              },
            },
          }
        : { status: 401, body: { success: false, message: "Please sign in with your paid invoice." } };
    if (method === "GET" && path.startsWith("/ApplicationDrafts/"))
      return { status: 404, body: { success: false, message: "You have no saved application yet." } };
    return { status: 500, body: { success: false } };
  });
}

/** Opens a route of the derived route table as the app would (lazy screen, lookup lists cached). */
async function open(path: string, applicantOf: string | undefined) {
  applicantServer(applicantOf);
  const screenRoute = applicationScreens.find((candidate) => candidate.path === path);
  if (!screenRoute) throw new Error(`no screen at ${path}`);
  const { default: Screen } = await screenRoute.load();
  const routes = [{ path, element: <Screen /> }];
  for (const login of ["/nce_login", "/pre_nce_login"]) {
    const loginRoute = applicationScreens.find((candidate) => candidate.path === login);
    if (loginRoute && login !== path) {
      const { default: Login } = await loginRoute.load();
      routes.push({ path: login, element: <Login /> });
    }
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
    await open("/nce_application", "nce");
    // The page first asks the server for the session and the draft (none yet), which can be slow on a busy machine.
    expect(
      await screen.findByRole("heading", { name: "Step 1 of 7: Personal details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "NCE Programme application" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Female" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("7Uploads");
    // The top bar names the signed-in applicant with Sign out, where a visitor sees "Login".
    const topBar = within(screen.getByRole("banner"));
    expect(topBar.getByText("Okafor Ada")).toBeTruthy();
    expect(topBar.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(topBar.queryByRole("link", { name: "Login" })).toBeNull();
    expect(server?.calls("GET", "/ApplicationDrafts/nce").length).toBeGreaterThan(0);
    // No draft yet: the names and contacts given on the invoice are filled in, not asked again.
    expect(screen.getByRole("textbox", { name: /Surname/ })).toHaveProperty("value", "Okafor");
    expect(screen.getByRole("textbox", { name: /First name/ })).toHaveProperty("value", "Ada");
    expect(screen.getByRole("textbox", { name: /Middle name/ })).toHaveProperty("value", "");
    expect(screen.getByRole("textbox", { name: /Email address/ })).toHaveProperty("value", "ada@example.com");
    expect(screen.queryByText("Draft restored")).toBeNull();
  });

  it("sends a visitor without an applicant session to the type's sign-in page", async () => {
    await open("/nce_application", undefined);
    expect(
      await screen.findByRole("heading", { name: "NCE Programme application sign-in" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(server?.calls("GET", "/ApplicationDrafts/nce")).toHaveLength(0);
  });

  it("sends an applicant signed in for another type to this type's sign-in page", async () => {
    await open("/pre_nce_application", "nce");
    expect(
      await screen.findByRole(
        "heading",
        { name: "Pre-NCE Programme (Sandwich) application sign-in" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it("opens Pre-NCE at /pre_nce_application with its own name and steps", async () => {
    await open("/pre_nce_application", "pre_nce");
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
