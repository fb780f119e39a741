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
  /** Open for applications: invoices can be generated (payments refuse a closed type). */
  readonly open: boolean;
  /**
   * Shown as a card on the landing page while open (spec section 2: only NCE and Pre-NCE); other
   * types are reached by their routes. Omitted means false.
   */
  readonly landingCard: boolean;
  readonly partTime: boolean;
  /**
   * The landing card's text (required with `landingCard`); the postgraduate portal shows the
   * summary too. Types reached only by their routes leave it out: every meta.json is in the
   * browser's first download, so text nobody sees is not.
   */
  readonly card?: { readonly summary: string; readonly duration: string };
  /**
   * The invoice pages: `route` generates the invoice (two steps: lookup, then the form); `view`
   * shows it for printing and paying — absent, the generic /other_students_invoice. Several types
   * may share either (e.g. /generate_students_invoice, /generate_jamb_students_invoice): one
   * generic page reads the type from navigation state.
   */
  readonly invoice: { readonly purpose: string; readonly route: string; readonly view?: string };
  /** The route where applicants sign in to continue. */
  readonly login: string;
  /** The form and its printable document: `preview`, `details` or both (spec section 2 names either). */
  readonly routes: { readonly form: string; readonly preview?: string; readonly details?: string };
  /**
   * Applications of this type under their own application id and name, same form and routes
   * (postgraduate: CBN-CPP 31, ACE-SPED 28, spec section 9). Omitted means none.
   */
  readonly variants: readonly ApplicationVariant[];
  /**
   * Top-level sections of form.schema.json in the order applicants fill them in. Optional: without
   * it the UI schema's `ui:steps`, else its `ui:order`, gives the steps (as the wizard reads them).
   */
  readonly steps?: readonly string[];
  readonly limits: TypeLimits;
}

/** One application id of a type with variants: the postgraduate form as CBN-CPP or ACE-SPED. */
export interface ApplicationVariant {
  /** The application id carried to the invoice and login pages; unique across all types. */
  readonly applicationMode: number;
  /** "CBN-CPP Application": the link's text and the name on the pages. */
  readonly name: string;
}

/** The route of the type's printable document: `preview`, else `details`. */
export function documentRoute(meta: ApplicationMeta): string {
  // readApplicationMeta refuses a meta.json with neither.
  return meta.routes.preview ?? meta.routes.details ?? meta.routes.form;
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
  "landingCard",
  "partTime",
  "card",
  "invoice",
  "login",
  "routes",
  "steps",
  "limits",
  "variants",
] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isRoute = (value: unknown): value is string => typeof value === "string" && ROUTE.test(value);
const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

function isVariantList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const modes = value.map((variant) => (isObject(variant) ? variant.applicationMode : undefined));
  return (
    value.every(
      (variant) =>
        isObject(variant) &&
        isId(variant.applicationMode) &&
        isText(variant.name) &&
        hasOnly(variant, ["applicationMode", "name"]),
    ) && new Set(modes).size === modes.length
  );
}

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
  const { id, name, applicationMode, studentTypeId, open, landingCard, partTime, card, invoice, login } =
    value;
  const { routes, steps, variants } = value;
  need(typeof id === "string" && APPLICATION_TYPE_ID.test(id), '"id" must be the folder name (a-z, 0-9, _)');
  need(isText(name), '"name" must be a non-empty string');
  need(isId(applicationMode), '"applicationMode" must be a positive integer');
  need(isId(studentTypeId), '"studentTypeId" must be a positive integer');
  need(typeof open === "boolean", '"open" must be true or false');
  need(
    isOptional(landingCard, (v) => typeof v === "boolean"),
    '"landingCard" must be true or false (or left out)',
  );
  need(typeof partTime === "boolean", '"partTime" must be true or false');
  need(
    (card === undefined && landingCard !== true) ||
      (isObject(card) &&
        isText(card.summary) &&
        isText(card.duration) &&
        hasOnly(card, ["summary", "duration"])),
    '"card" must be { "summary": text, "duration": text } (required with "landingCard": true)',
  );
  need(
    isObject(invoice) &&
      isText(invoice.purpose) &&
      isRoute(invoice.route) &&
      isOptional(invoice.view, isRoute) &&
      hasOnly(invoice, ["purpose", "route", "view"]),
    '"invoice" must be { "purpose": text, "route": "/a_route", "view"?: "/a_route" }',
  );
  need(isRoute(login), '"login" must be a route ("/a_route")');
  need(
    isObject(routes) &&
      isRoute(routes.form) &&
      isOptional(routes.preview, isRoute) &&
      isOptional(routes.details, isRoute) &&
      (routes.preview !== undefined || routes.details !== undefined) &&
      hasOnly(routes, ["form", "preview", "details"]),
    '"routes" must be { "form": route, "preview"?: route, "details"?: route } with preview or details',
  );
  need(
    isOptional(variants, isVariantList),
    '"variants" must be a list of { "applicationMode": positive integer, "name": text }, modes distinct',
  );
  need(
    isOptional(steps, (v) => Array.isArray(v) && v.length > 0 && v.every(isText)),
    '"steps" must be a non-empty list of section names (or left out for the UI schema\'s order)',
  );
  problems.push(...typeLimitProblems(value.limits));
  if (problems.length > 0) return { problems };
  // Every field is checked above and no other field is allowed, so the value is an ApplicationMeta.
  return { problems: [], meta: withMetaDefaults(structuredClone(value) as unknown as ApplicationMeta) };
}

/** A checked meta.json with its optional fields given their defaults. */
export function withMetaDefaults(meta: ApplicationMeta): ApplicationMeta {
  return {
    ...meta,
    landingCard: meta.landingCard ?? false,
    limits: meta.limits ?? {},
    variants: meta.variants ?? [],
  };
}
