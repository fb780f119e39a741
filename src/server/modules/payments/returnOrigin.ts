import type { Config } from "../../config";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function originOf(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the gateway sends the payer back: the origin their browser came from (the request's
 * Origin) when it is one the portal serves, else PUBLIC_URL. Someone who opened the portal at
 * http://127.0.0.1:3000 returns there, signed in, not to http://localhost:3000 where their
 * browser holds no session. The portal serves PUBLIC_URL's origin, and outside production this
 * machine under any loopback name (the Vite dev server included); anything else is PUBLIC_URL, so
 * no one can turn the pay page into a redirect to another site.
 */
export function returnOrigin(
  requestOrigin: string | undefined,
  portal: Pick<Config, "env" | "publicUrl">,
): string {
  const fallback = portal.publicUrl.replace(/\/+$/, "");
  const origin = requestOrigin ? originOf(requestOrigin) : undefined;
  if (!origin) return fallback;
  if (origin.origin === originOf(portal.publicUrl)?.origin) return origin.origin;
  if (portal.env !== "production" && origin.protocol === "http:" && LOOPBACK.has(origin.hostname))
    return origin.origin;
  return fallback;
}
