import type { ApplicationMeta } from "./applicationMeta";

/** The pages every application type has; `details` only when its meta.json names a route for it. */
export type ApplicationPage = "invoice" | "login" | "form" | "details" | "preview";

export interface ApplicationRoute {
  readonly path: string;
  readonly page: ApplicationPage;
  /** The type's folder name. */
  readonly type: string;
}

/** The routes of one type, from its meta.json: what screens/applications.ts turns into screens. */
export function applicationRoutes(meta: ApplicationMeta): ApplicationRoute[] {
  const pages: [ApplicationPage, string | undefined][] = [
    ["invoice", meta.invoice.route],
    ["login", meta.login],
    ["form", meta.routes.form],
    ["details", meta.routes.details],
    ["preview", meta.routes.preview],
  ];
  return pages.flatMap(([page, path]) => (path ? [{ path, page, type: meta.id }] : []));
}
