import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * Heading level from nesting depth: the form's own title is h2 (the page owns h1), each nested
 * object or table one level deeper, so screen-reader users can skim a long application form.
 */
export function headingLevelForDepth(depth: number): HeadingLevel {
  const level = Math.min(2 + depth, 6);
  return level === 2 || level === 3 || level === 4 || level === 5 ? level : 6;
}

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={`${Classes.HEADING} ${className ?? ""}`.trim()}>
      {children}
    </Tag>
  );
}
