/** The server sets `<prefix>_session=1` beside the httpOnly refresh cookie (see auth routes). */
const COOKIE_PREFIX: string = import.meta.env.VITE_COOKIE_PREFIX ?? "fcet";

export function mayHaveSession(cookies: string = document.cookie): boolean {
  return cookies.split(";").some((part) => part.trim() === `${COOKIE_PREFIX}_session=1`);
}
