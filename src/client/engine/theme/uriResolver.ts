/**
 * Stands in for fast-uri where rjsf's utilities import it (vite.config.ts redirects that one
 * import here; ajv keeps the real one): rjsf resolves a `$ref` against a schema's `$id` with it,
 * and the forms here reach the browser with every `$ref` inlined (bundleSchema.ts), so it meets
 * plain cases only. The browser's URL does those; the library would add ~7 KB gzip to every form.
 */

/** Any absolute base to resolve a relative one against, taken off again afterwards. */
const PLACEHOLDER = "http://placeholder.invalid";

function absolute(uri: string): URL | undefined {
  try {
    return new URL(uri);
  } catch {
    return undefined;
  }
}

/** `relative` resolved against `base` (RFC 3986), as fast-uri's `resolve` gives it. */
function resolve(base: string, relative: string): string {
  const baseUrl = absolute(base);
  if (baseUrl) return new URL(relative, baseUrl).href;
  const resolved = new URL(relative, new URL(base, `${PLACEHOLDER}/`));
  if (resolved.origin !== PLACEHOLDER) return resolved.href;
  // Both relative: the result stays relative, as fast-uri keeps it.
  const path = base.startsWith("/") ? resolved.pathname : resolved.pathname.slice(1);
  return `${path}${resolved.search}${resolved.hash}`;
}

function normalized(uri: string): string {
  const url = absolute(uri);
  return url ? url.href : resolve("", uri);
}

/** Whether two URIs name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  return normalized(a) === normalized(b);
}

export default { resolve, equal };
