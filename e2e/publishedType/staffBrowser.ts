import type { Browser, ConsoleMessage, Page } from "@playwright/test";
import { allowedEverywhere, expect } from "../fixtures";
import { signIn } from "../session";

/** A member of staff in their own browser, signed in, whose console is checked when they close it. */
export interface StaffBrowser {
  page: Page;
  /** Closes the browser; fails when its pages logged a warning, an error or an uncaught exception. */
  close(): Promise<void>;
}

/**
 * The `consoleCheck` fixture watches the test's own browser context only; each officer here works
 * in a context of their own, so theirs is watched the same way (ALLOWED_CONSOLE aside, as there).
 */
export async function staffBrowser(
  browser: Browser,
  baseURL: string,
  userName: string,
): Promise<StaffBrowser> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  context.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (allowedEverywhere(message)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  context.on("weberror", (error) => problems.push(`uncaught: ${error.error().message}`));
  await signIn(page, userName);
  return {
    page,
    close: async () => {
      await context.close();
      expect(problems, `${userName}'s console`).toEqual([]);
    },
  };
}
