import { type TypeLimits, typeLimitProblems } from "./typeLimits";

/**
 * `meta.json` of an application type folder (schemas/applications/<type>/): who the type is for,
 * where its pages live, its steps and the limits it sets on shared pieces. Documented field by
 * field in src/schema/applicationTypes/README.md.
 */
export interface ApplicationMeta {
  /** The folder's name: the type in `/api/ApplicationDrafts/:type`. */
  readonly id: string;
  /** Shown on the landing card, the pages and the printout: "NCE Programme". */
  readonly name: string;
  /** Spec section 9: 1 NCE, 5 Pre-NCE or Sandwich. */
  readonly applicationMode: number;
  /** The student type an admitted applicant becomes (a row of `student_types`). */
  readonly studentTypeId: number;
  /** Open for applications: the landing page shows its card. */
  readonly open: boolean;
  readonly partTime: boolean;
  /** The landing page card's text. */
  readonly card: { readonly summary: string; readonly duration: string };
  /**
   * The invoice pages: `route` generates the invoice (two steps: lookup, then the form); `view`
   * shows it for printing and paying — absent, the generic /other_students_invoice.
   */
  readonly invoice: { readonly purpose: string; readonly route: string; readonly view?: string };
  /** The route where applicants sign in to continue. */
  readonly login: string;
  readonly routes: { readonly form: string; readonly preview: string; readonly details?: string };
  /** Top-level sections of form.schema.json in the order applicants fill them in. */
  readonly steps: readonly string[];
  readonly limits: TypeLimits;
}

/** A folder name that is also a valid `:type` for the drafts API and the drafts table. */
export const APPLICATION_TYPE_ID = /^[a-z][a-z0-9_]{0,49}$/;
/** A page route: a slash, then lower-case letters, digits, `_`, `-` and `/`. */
const ROUTE = /^\/[a-z0-9_][a-z0-9_/-]*$/;

const FIELDS = [
  "id",
  "name",
  "applicationMode",
  "studentTypeId",
  "open",
  "partTime",
  "card",
  "invoice",
  "login",
  "routes",
  "steps",
  "limits",
] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isRoute = (value: unknown): value is string => typeof value === "string" && ROUTE.test(value);
const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;

/** Reads a meta.json value, or lists every problem with it (each naming the field). */
export function readApplicationMeta(
  value: unknown,
): { meta: ApplicationMeta; problems: [] } | { meta?: undefined; problems: string[] } {
  if (!isObject(value)) return { problems: ["expected a JSON object"] };
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  for (const key of Object.keys(value)) {
    need((FIELDS as readonly string[]).includes(key), `"${key}" is not a meta.json field`);
  }
  const { id, name, applicationMode, studentTypeId, open, partTime, card, invoice, login, routes, steps } =
    value;
  need(typeof id === "string" && APPLICATION_TYPE_ID.test(id), '"id" must be the folder name (a-z, 0-9, _)');
  need(isText(name), '"name" must be a non-empty string');
  need(isId(applicationMode), '"applicationMode" must be a positive integer');
  need(isId(studentTypeId), '"studentTypeId" must be a positive integer');
  need(typeof open === "boolean", '"open" must be true or false');
  need(typeof partTime === "boolean", '"partTime" must be true or false');
  need(
    isObject(card) && isText(card.summary) && isText(card.duration),
    '"card" must be { "summary": text, "duration": text }',
  );
  need(
    isObject(invoice) &&
      isText(invoice.purpose) &&
      isRoute(invoice.route) &&
      (invoice.view === undefined || isRoute(invoice.view)) &&
      Object.keys(invoice).every((key) => ["purpose", "route", "view"].includes(key)),
    '"invoice" must be { "purpose": text, "route": "/a_route", "view"?: "/a_route" }',
  );
  need(isRoute(login), '"login" must be a route ("/a_route")');
  need(
    isObject(routes) &&
      isRoute(routes.form) &&
      isRoute(routes.preview) &&
      (routes.details === undefined || isRoute(routes.details)) &&
      Object.keys(routes).every((key) => ["form", "preview", "details"].includes(key)),
    '"routes" must be { "form": route, "preview": route, "details"?: route }',
  );
  need(
    Array.isArray(steps) && steps.length > 0 && steps.every(isText),
    '"steps" must be a non-empty list of section names',
  );
  problems.push(...typeLimitProblems(value.limits));
  if (problems.length > 0) return { problems };
  // Every field is checked above and no other field is allowed, so the value is an ApplicationMeta.
  const meta = structuredClone(value) as unknown as ApplicationMeta;
  return { problems: [], meta: { ...meta, limits: meta.limits ?? {} } };
}
