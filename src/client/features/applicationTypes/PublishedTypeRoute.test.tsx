import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { sessionStore } from "../../session/sessionStore";
import PublishedTypeRoute, { SESSION_ENDED_NOTICE } from "./PublishedTypeRoute";

let server: FakeHttp | undefined;
afterEach(() => {
  cleanup();
  server?.restore();
  sessionStore.signOut();
});

/** The signed-out table's catch-all at a staff page's address, no published type claiming it. */
function openSignedOut(path: string) {
  server = installFakeHttp(({ method, path: called }) =>
    method === "GET" && called === "/ApplicationTypes"
      ? { status: 200, body: { success: true, data: [] } }
      : { status: 404, body: { success: false, message: "no" } },
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Landing page</h1> },
      { path: "*", element: <PublishedTypeRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the signed-out catch-all", () => {
  it("asks a user whose session the server ended to sign in again, at the page they were on", async () => {
    sessionStore.signOut(true);
    const router = openSignedOut("/applications/types/diploma");
    expect(
      await screen.findByRole("heading", { name: "Sign in to your portal" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(SESSION_ENDED_NOTICE);
    // Signing in rebuilds the routes at this same address: the editor opens again.
    expect(router.state.location.pathname).toBe("/applications/types/diploma");
  });

  it("sends anyone else at an unknown address to the landing page, as before", async () => {
    openSignedOut("/applications/types/diploma");
    expect(await screen.findByRole("heading", { name: "Landing page" }, { timeout: 5000 })).toBeTruthy();
  });
});
