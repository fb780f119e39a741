import { type ComponentType, createElement } from "react";
import { applicationMetas } from "../src/client/features/applications/applicationMetas";
import {
  type ApplicationPage,
  type ApplicationType,
  applicationRoutes,
} from "../src/schema/applicationTypes";
import type { ScreenRoute } from "./types";

type TypePage = () => Promise<{ default: ComponentType<{ type: ApplicationType }> }>;

/** A generic page bound to one type: the page and the checked folders load together, on demand. */
const forType =
  (page: TypePage) =>
  (typeId: string): ScreenRoute["load"] =>
  async () => {
    const [{ default: Page }, { applicationType }] = await Promise.all([
      page(),
      import("../src/client/features/applications/applicationTypes"),
    ]);
    const type = applicationType(typeId);
    return { default: () => createElement(Page, { type }) };
  };

const startPage: ScreenRoute["load"] = () =>
  import("../src/client/features/applications/ApplicationStartPage");
const previewPage = forType(() => import("../src/client/features/applications/ApplicationPreviewPage"));

/** Which screen each page of a type is; one generic page serves every type. */
const pages: Record<ApplicationPage, (typeId: string) => ScreenRoute["load"]> = {
  // The invoice and sign-in entry points read the chosen application from navigation state.
  invoice: () => startPage,
  login: () => startPage,
  form: forType(() => import("../src/client/features/applications/ApplicationWizardPage")),
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
