/** The server sets `<prefix>_session=1` beside the httpOnly refresh cookie (see auth routes). */
const COOKIE_PREFIX: string = import.meta.env.VITE_COOKIE_PREFIX ?? "fcet";

function hasCookie(name: string, cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim() === `${name}=1`);
}

export function mayHaveSession(cookies: string = document.cookie): boolean {
  return hasCookie(`${COOKIE_PREFIX}_session`, cookies);
}

/**
 * `<prefix>_impersonating=1` lives beside the httpOnly impersonation cookie (see the impersonation
 * routes): a reload restores the impersonated session, not the impersonator's own.
 */
export function mayBeImpersonating(cookies: string = document.cookie): boolean {
  return hasCookie(`${COOKIE_PREFIX}_impersonating`, cookies);
}

/** The public page that opens an impersonation link (spec: /impersonation_login). */
export const IMPERSONATION_LOGIN_PATH = "/impersonation_login";

/** Whether the page was opened on an impersonation link, which starts a session of its own. */
export function onImpersonationLink(pathname: string = window.location.pathname): boolean {
  return pathname === IMPERSONATION_LOGIN_PATH;
}
