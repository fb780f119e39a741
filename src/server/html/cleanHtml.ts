import sanitizeHtml from "sanitize-html";

/**
 * HTML written by staff (notice descriptions, rich-text resource fields): the one allow-list of
 * tags the portal shows. Cleaned when saved (here) and again when displayed (DOMPurify in the
 * browser), so a bad row in the database still cannot run script.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "a",
    "h3",
    "h4",
    "h5",
    "blockquote",
    "span",
  ],
  allowedAttributes: { a: ["href", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
  disallowedTagsMode: "discard",
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
