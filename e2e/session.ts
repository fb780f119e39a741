import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";

/** Fills and sends the login form; what follows (dashboard, OTP, a flash) is the caller's to check. */
export async function submitLogin(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Signs a demo account in through the login page and waits for its dashboard. When the server asks
 * for a rating (displayCsatModal in the seed, and no "Not now" on this server yet), answers "Not now".
 */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  const login = page.waitForResponse((response) => response.url().endsWith("/api/Authentication/login"));
  await submitLogin(page, userName, password);
  const asked = (await (await login).json()).data?.displayCSATModal === true;
  await expect(page).toHaveURL(/\/dashboard$/);
  if (asked) {
    const rating = page.getByRole("dialog", { name: "Rate your experience in the last 3 months" });
    await rating.getByRole("button", { name: "Not now" }).click();
    await expect(rating).toHaveCount(0);
  }
}

/** Signs the current account out (its cookies go) and `userName` in: the next actor of a flow. */
export async function switchUser(page: Page, userName: string): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, userName);
}

/**
 * Client-side navigation to `path` inside the signed-in app: a full reload would ask the rating
 * question again and restart the session check.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
