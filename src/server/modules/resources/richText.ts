import { sanitizeNoticeHtml } from "../notices/noticeHtml";

/**
 * HTML held by a resource property (`"contentMediaType": "text/html"`, the standard JSON Schema
 * annotation, so ajv's strict mode and rjsf accept it with no custom format). Cleaned with the
 * notice board's allow-list, the one set of rich-text tags the portal shows; the browser cleans
 * again with DOMPurify when displaying.
 */
export const HTML_MEDIA_TYPE = "text/html";

export function sanitizeRichText(html: string): string {
  return sanitizeNoticeHtml(html);
}
