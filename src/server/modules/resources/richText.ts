import { cleanHtml } from "../../html/cleanHtml";

/**
 * HTML held by a resource property (`"contentMediaType": "text/html"`, the standard JSON Schema
 * annotation, so ajv's strict mode and rjsf accept it with no custom format). Cleaned with the
 * server's one allow-list of rich-text tags (src/server/html); the browser cleans
 * again with DOMPurify when displaying.
 */
export const HTML_MEDIA_TYPE = "text/html";

export function sanitizeRichText(html: string): string {
  return cleanHtml(html);
}
