import { applicationMetas } from "../src/client/features/applications/applicationMetas";
import { type ApplicationPage, applicationRoutes } from "../src/schema/applicationTypes";
import type { ScreenRoute } from "./types";

const startPage: ScreenRoute["load"] = () =>
  import("../src/client/features/applications/ApplicationStartPage");
const previewPage =
  (type: string): ScreenRoute["load"] =>
  async () => {
    const { applicationPreviewScreen } = await import(
      "../src/client/features/applications/ApplicationPreviewPage"
    );
    return { default: applicationPreviewScreen(type) };
  };

/** Which screen each page of a type is; the type is bound in, so one generic page serves all. */
const pages: Record<ApplicationPage, (type: string) => ScreenRoute["load"]> = {
  // The invoice and sign-in entry points read the chosen application from navigation state.
  invoice: () => startPage,
  login: () => startPage,
  form: (type) => async () => {
    const { applicationWizardScreen } = await import(
      "../src/client/features/applications/ApplicationWizardPage"
    );
    return { default: applicationWizardScreen(type) };
  },
  details: previewPage,
  preview: previewPage,
};

/**
 * Every application type in schemas/applications/ has its screens at the routes its meta.json
 * names: adding a folder adds them (like screens/resources.ts for resource files).
 */
export const applicationScreens: ScreenRoute[] = applicationMetas.flatMap((meta) =>
  applicationRoutes(meta).map(({ path, page, type }) => ({ path, load: pages[page](type) })),
);
