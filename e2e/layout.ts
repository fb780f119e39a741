import type { Locator, Page } from "@playwright/test";

/** How far the page scrolls sideways (0 or less: it fits its width). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The words of a table's cells broken over two lines ("Compul" / "sory"): none when words stay
 * whole. Each word's text range lying on more than one line is a split; a hyphen is a fair break
 * ("Object-" / "Oriented"), so its parts count as words.
 */
export function wordsSplitAcrossLines(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const split: string[] = [];
    for (const cell of element.querySelectorAll("td")) {
      const text = cell.firstChild;
      if (!(text instanceof Text)) continue;
      for (const match of text.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}
