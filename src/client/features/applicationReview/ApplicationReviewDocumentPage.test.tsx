import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { BreadcrumbBar } from "../../shell/breadcrumbs/BreadcrumbBar";
import { CurrentPageNameProvider } from "../../shell/breadcrumbs/currentPageName";
import { menuEntriesFor } from "../../shell/menu/menuEntries";
import { ScreenTableProvider } from "../../shell/menu/screenTable";
import ApplicationReviewDocumentPage from "./ApplicationReviewDocumentPage";

let fake: FakeHttp | undefined;
afterEach(() => {
  fake?.restore();
  cleanup();
});

const SCREENS = [{ path: "/applications/review" }, { path: "/applications/review/view" }];

describe("ApplicationReviewDocumentPage", () => {
  it("reads 'Application Review › Application' in the breadcrumb", async () => {
    fake = installFakeHttp(() => ({
      status: 404,
      body: { success: false, message: "No such application." },
    }));
    renderWithProviders(
      <ScreenTableProvider screens={SCREENS}>
        <CurrentPageNameProvider>
          <BreadcrumbBar entries={menuEntriesFor(["application_review"], SCREENS, () => true)} />
          <ApplicationReviewDocumentPage />
        </CurrentPageNameProvider>
      </ScreenTableProvider>,
      "/applications/review/view?id=3",
    );
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect((await trail.findByText("Application")).getAttribute("aria-current")).toBe("page");
    expect(
      trail
        .getAllByRole("listitem")
        .map((item) => item.textContent)
        .join(" › "),
    ).toBe("Application Review › Application");
  });
});
