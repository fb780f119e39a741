import type { ApplicationMeta } from "./applicationMeta";

/**
 * The pages every application type has; `details` only when its meta.json names a route for it,
 * `invoiceView` only when it names its own (`invoice.view`; otherwise the generic one below).
 */
export type ApplicationPage = "invoice" | "invoiceView" | "login" | "form" | "details" | "preview";

export interface ApplicationRoute {
  readonly path: string;
  readonly page: ApplicationPage;
  /** The type's folder name. */
  readonly type: string;
}

/**
 * The invoice pages that serve any type (spec section 2, "Invoice generation for other student
 * types"): the type comes with the navigation state, not with the route.
 */
export const GENERIC_INVOICE_ROUTES = {
  invoice: "/generate_students_invoice",
  invoiceView: "/other_students_invoice",
} as const;

/** Where a type's invoice is shown for printing and paying. */
export function invoiceViewRoute(meta: Pick<ApplicationMeta, "invoice">): string {
  return meta.invoice.view ?? GENERIC_INVOICE_ROUTES.invoiceView;
}

/** The routes of one type, from its meta.json: what screens/applications.ts turns into screens. */
export function applicationRoutes(meta: ApplicationMeta): ApplicationRoute[] {
  const generic: readonly string[] = Object.values(GENERIC_INVOICE_ROUTES);
  const pages: [ApplicationPage, string | undefined][] = [
    ["invoice", meta.invoice.route],
    // A type naming the generic page is served by it, like a type naming none.
    ["invoiceView", meta.invoice.view],
    ["login", meta.login],
    ["form", meta.routes.form],
    ["details", meta.routes.details],
    ["preview", meta.routes.preview],
  ];
  return pages.flatMap(([page, path]) =>
    path && !generic.includes(path) ? [{ path, page, type: meta.id }] : [],
  );
}
