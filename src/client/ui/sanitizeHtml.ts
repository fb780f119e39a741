import DOMPurify from "dompurify";

/**
 * Every piece of HTML that comes from the server passes through here before it is shown,
 * even when the server already cleaned it on save.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}

/** The visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  // A space after each block keeps "<p>One</p><p>Two</p>" from reading as "OneTwo".
  const spaced = sanitizeHtml(html).replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi, "$& ");
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
