import { type ComponentType, createElement } from "react";
import { applicationMetas } from "../src/client/features/applications/applicationMetas";
import {
  type ApplicationPage,
  type ApplicationType,
  applicationRouteTable,
  GENERIC_INVOICE_ROUTES,
} from "../src/schema/applicationTypes";
import type { ScreenRoute } from "./types";

type TypePage = () => Promise<{ default: ComponentType<{ type: ApplicationType }> }>;

/**
 * A generic page bound to one type: the page, the checked folders and the type's own precompiled
 * validators load together, on demand.
 */
const forType =
  (page: TypePage) =>
  (typeId: string): ScreenRoute["load"] =>
  async () => {
    const [{ default: Page }, type] = await Promise.all([
      page(),
      import("../src/client/features/applications/applicationTypes").then((module) =>
        module.loadApplicationType(typeId),
      ),
      import("../src/client/features/applications/typeValidators").then((module) =>
        module.loadTypeValidators(typeId),
      ),
    ]);
    return { default: () => createElement(Page, { type }) };
  };

/**
 * A type's sign-in page needs only its meta.json (names, routes), already in the first download:
 * neither the form schemas nor the validators a two-field form would never use.
 */
const forMeta =
  (page: () => Promise<{ default: ComponentType<{ type: Pick<ApplicationType, "meta"> }> }>) =>
  (typeId: string): ScreenRoute["load"] =>
  async () => {
    const { default: Page } = await page();
    const meta = applicationMetas.find((candidate) => candidate.id === typeId);
    if (!meta) throw new Error(`There is no application type "${typeId}" in schemas/applications.`);
    return { default: () => createElement(Page, { type: { meta } }) };
  };

const invoicePage: ScreenRoute["load"] = () =>
  import("../src/client/features/applicantInvoices/ApplicantInvoicePage");
const invoiceViewPage: ScreenRoute["load"] = () =>
  import("../src/client/features/applicantInvoices/ApplicantInvoiceViewPage");
const previewPage = forType(() => import("../src/client/features/applications/ApplicationPreviewPage"));

/** Which screen each page of a type is; one generic page serves every type. */
const pages: Record<ApplicationPage, (typeId: string) => ScreenRoute["load"]> = {
  // The invoice pages read the chosen application from navigation state.
  invoice: () => invoicePage,
  invoiceView: () => invoiceViewPage,
  login: forMeta(() => import("../src/client/features/applications/ApplicantLoginPage")),
  form: forType(() => import("../src/client/features/applications/ApplicationWizardPage")),
  details: previewPage,
  preview: previewPage,
};

/**
 * Every application type in schemas/applications/ has its screens at the routes its meta.json
 * names: adding a folder adds them (like screens/resources.ts for resource files). A path several
 * types share (an invoice page) is one screen, which reads the type from navigation state.
 */
export const applicationScreens: ScreenRoute[] = [
  ...applicationRouteTable(applicationMetas).map(({ path, page, types: [type = ""] }) => ({
    path,
    load: pages[page](type),
  })),
  // The same pages for any type, which then comes with the navigation state only.
  { path: GENERIC_INVOICE_ROUTES.invoice, load: invoicePage },
  { path: GENERIC_INVOICE_ROUTES.invoiceView, load: invoiceViewPage },
];
