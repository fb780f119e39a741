import type { ReactNode } from "react";

/**
 * Stands in for markdown-to-jsx in the build (vite.config.ts aliases `markdown-to-jsx/react` here):
 * rjsf renders markdown only where a UI schema sets `enableMarkdownInDescription`/`InHelp` (no
 * form of the portal does) and in its own developer-facing configuration errors, where plain text
 * reads as well. The parser would add ~10 KB gzip to every form's first load.
 */
export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return children ?? null;
}
