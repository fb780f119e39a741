import type { SharedKeyword } from "./keywordKit/sharedKeyword";
import { sharedKeywords } from "./keywords";

/** The README's keyword table sits between these markers; everything else is hand-written. */
export const TABLE_START =
  "<!-- keyword-table:start (generated from src/schema/keywords by keywordTable.ts) -->";
export const TABLE_END = "<!-- keyword-table:end -->";

/** Markdown-safe table cell: no line breaks, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
}

function code(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
}

function row(keyword: SharedKeyword<unknown>): string {
  const { schema, valid, invalid } = keyword.examples;
  const example = `${code({ [keyword.name]: schema })}: ✓ ${code(valid[0])} ✗ ${code(invalid[0])}`;
  return `| \`${keyword.name}\` | ${cell(keyword.rule)} | ${cell(keyword.message)} | ${cell(example)} |`;
}

/** The keyword table (name, rule, message, example), built from the keywords' own data. */
export function keywordTableMarkdown(keywords: readonly SharedKeyword<unknown>[] = sharedKeywords): string {
  return [
    "| Keyword | Rule | Message | Example (✓ passes, ✗ fails) |",
    "| --- | --- | --- | --- |",
    ...keywords.map(row),
  ].join("\n");
}

/** `readme` with the text between the markers replaced by the current table. */
export function withKeywordTable(readme: string, table: string = keywordTableMarkdown()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error("README has no keyword-table markers");
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/**
 * A table's text with cell padding removed, so the check accepts the table whether or not a
 * formatter (Biome pads Markdown tables) has aligned its columns.
 */
export function normalizeTable(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) =>
      line.startsWith("|")
        ? line
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim().replace(/^-{3,}$/, "---"))
            .join("|")
        : line,
    )
    .join("\n");
}
