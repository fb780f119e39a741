import type { ApplicationMeta, ApplicationVariant } from "./applicationMeta";

/**
 * The pages every application type has; `details` and `preview` only when its meta.json names a
 * route for them, `invoiceView` only when it names its own (`invoice.view`; otherwise the generic
 * one below).
 */
export type ApplicationPage = "invoice" | "invoiceView" | "login" | "form" | "details" | "preview";

/**
 * Pages several types may share, each path being one generic page that reads the chosen type from
 * navigation state (spec section 2: /generate_students_invoice serves postgraduate, supplementary,
 * pre-degree…). Every other page belongs to exactly one type.
 */
export const SHARED_PAGES: ReadonlySet<ApplicationPage> = new Set<ApplicationPage>([
  "invoice",
  "invoiceView",
]);

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

/** A path of the route table and the types it serves (more than one only for a shared page). */
export interface ApplicationRouteEntry {
  readonly path: string;
  readonly page: ApplicationPage;
  readonly types: readonly string[];
}

/**
 * The routes of one type, from its meta.json; the generic invoice pages (GENERIC_INVOICE_ROUTES)
 * are routed once for every type, so a type naming them gets no route of its own there.
 */
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

/**
 * The route table of all types (what screens/applications.ts turns into screens): one entry per
 * path, in the order first named, with every type a shared page serves. The metas come checked
 * (`checkApplicationMetas`), so a path is never two different pages; should it be, the first wins.
 */
export function applicationRouteTable(metas: readonly ApplicationMeta[]): ApplicationRouteEntry[] {
  const byPath = new Map<string, { page: ApplicationPage; types: string[] }>();
  for (const { path, page, type } of metas.flatMap(applicationRoutes)) {
    const entry = byPath.get(path);
    if (!entry) byPath.set(path, { page, types: [type] });
    else if (entry.page === page && !entry.types.includes(type)) entry.types.push(type);
  }
  return [...byPath].map(([path, { page, types }]) => ({ path, page, types }));
}

/**
 * The type (and variant) an application mode belongs to: how a page several types share (e.g.
 * /generate_students_invoice) knows which one the navigation state chose. Modes are unique across
 * types and variants (`checkApplicationMetas`).
 */
export function applicationOfMode(
  metas: readonly ApplicationMeta[],
  mode: number,
): { meta: ApplicationMeta; variant?: ApplicationVariant } | undefined {
  for (const meta of metas) {
    if (meta.applicationMode === mode) return { meta };
    const variant = meta.variants.find((candidate) => candidate.applicationMode === mode);
    if (variant) return { meta, variant };
  }
  return undefined;
}
