import { useMemo } from "react";
import { sanitizeHtml } from "./sanitizeHtml";

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders server-provided HTML after DOMPurify has removed scripts, handlers and styles. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
