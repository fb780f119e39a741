import type { ApplicationMeta, ApplicationVariant } from "../../../schema/applicationTypes";

/**
 * The application a visitor picked, carried as navigation state from the programme cards to the
 * invoice and sign-in screens (spec section 2: mode, id, name, paths and the part-time flag).
 */
export interface ApplicationChoice {
  applicationMode: number;
  /** Student type id of this application (spec section 9: NCE 1, pre-NCE 5). */
  id: number;
  name: string;
  invoicePath: string;
  loginPath: string;
  isPartTime: boolean;
}

/**
 * The navigation state of a type's links (landing card, postgraduate bar), from its meta.json; for
 * a variant (CBN-CPP, ACE-SPED) its own application mode and name. The mode is unique across types
 * and variants, so a page several types share tells them apart by it (`applicationOfMode`).
 */
export function applicationChoiceOf(meta: ApplicationMeta, variant?: ApplicationVariant): ApplicationChoice {
  return {
    applicationMode: variant?.applicationMode ?? meta.applicationMode,
    id: meta.studentTypeId,
    name: variant?.name ?? meta.name,
    invoicePath: meta.invoice.route,
    loginPath: meta.login,
    isPartTime: meta.partTime,
  };
}

export function isApplicationChoice(value: unknown): value is ApplicationChoice {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.applicationMode === "number" &&
    typeof v.id === "number" &&
    typeof v.name === "string" &&
    typeof v.invoicePath === "string" &&
    typeof v.loginPath === "string" &&
    typeof v.isPartTime === "boolean"
  );
}
