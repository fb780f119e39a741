import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { JS_BUDGETS_KB, LANDING_WIRE_BUDGET_KB } from "../scripts/bench/budgets.mjs";
import { paidApplicantSignedIn } from "./applicant";
import { expect, isolatedTest } from "./fixtures";
import { signIn } from "./session";

// A server of its own: other specs publish application types, which this one must not see.
const test = isolatedTest();

/**
 * What Chromium really fetches on a cold load (an empty cache) of each budgeted page, against the
 * budgets of scripts/bench/budgets.mjs: unlike bench:bundle's manifest figures, this sees the
 * dynamic imports a page fires as it starts (a route table, a catch-all, a prompt). JavaScript
 * counts as gzip level 9 of each script (as the budgets do); "wire" is the bytes transferred for the
 * HTML, scripts, stylesheets and fonts as the server sent them (brotli or gzip).
 */
interface ColdLoad {
  jsGzip: number;
  wire: number;
  scripts: string[];
}

const KB = 1024;

/** Opens `path` in a fresh context (empty cache; `storageState` keeps a session's cookies). */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined,
  path: string,
  shown: (page: Page) => Locator,
): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL, storageState });
  const measured: Promise<{ url: string; type: string; gzip: number; wire: number }>[] = [];
  context.on("requestfinished", (request) => {
    const type = request.resourceType();
    if (!["document", "script", "stylesheet", "font"].includes(type)) return;
    measured.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = response ? await response.body() : Buffer.alloc(0);
        return {
          url: request.url(),
          type,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  const files = await Promise.all(measured);
  await context.close();
  const scripts = files.filter((file) => file.type === "script");
  return {
    jsGzip: scripts.reduce((sum, file) => sum + file.gzip, 0),
    wire: files.reduce((sum, file) => sum + file.wire, 0),
    scripts: scripts.map((file) => new URL(file.url).pathname),
  };
}

function report(name: string, load: ColdLoad, budgetKb: number): void {
  console.log(
    `${name}: ${(load.jsGzip / KB).toFixed(1)} KB gzip JavaScript in ${load.scripts.length} files (budget ${budgetKb}), ${(load.wire / KB).toFixed(1)} KB on the wire`,
  );
  if (process.env.COLD_LOAD_FILES) console.log(load.scripts.join("\n"));
  // Nothing less than the entry: a page that measured nothing would pass any budget.
  expect(load.jsGzip).toBeGreaterThan(50 * KB);
  expect(load.jsGzip, `${name}: ${load.scripts.join(", ")}`).toBeLessThanOrEqual(budgetKb * KB);
}

/** The signed-out catch-all's code (a type published after the build) is no part of a known page. */
function expectNoCatchAll(load: ColdLoad): void {
  expect(load.scripts.filter((script) => script.includes("PublishedTypeRoute"))).toEqual([]);
}

test("the landing page's cold load is within its JavaScript and wire budgets", async ({
  browser,
  baseURL,
}) => {
  const load = await coldLoad(browser, baseURL!, undefined, "/", (page) =>
    page.getByRole("heading", { name: "Our Programmes" }),
  );
  report("landing page", load, JS_BUDGETS_KB.landing);
  expect(load.wire).toBeLessThanOrEqual(LANDING_WIRE_BUDGET_KB * KB);
  expectNoCatchAll(load);
});

test("sign-in pages load no application form or validators", async ({ browser, baseURL }) => {
  const login = await coldLoad(browser, baseURL!, undefined, "/login", (page) =>
    page.getByRole("heading", { name: "Sign in to your portal" }),
  );
  report("/login", login, JS_BUDGETS_KB.signIn);
  const applicant = await coldLoad(browser, baseURL!, undefined, "/nce_login", (page) =>
    page.getByRole("heading", { name: /application sign-in$/ }),
  );
  report("/nce_login", applicant, JS_BUDGETS_KB.signIn);
  for (const load of [login, applicant]) {
    expectNoCatchAll(load);
    expect(
      load.scripts.filter((script) => /\/(nce|validation|theme|applicationTypes)-/.test(script)),
    ).toEqual([]);
  }
});

test("a student's signed-in reload of /dashboard and /results stays within budget", async ({
  page,
  browser,
  baseURL,
}) => {
  // A sign-in and two whole cold loads on a busy two-core machine.
  test.setTimeout(90_000);
  await signIn(page, "student");
  const session = await page.context().storageState();
  const dashboard = await coldLoad(browser, baseURL!, session, "/dashboard", (cold) =>
    cold.getByRole("region", { name: "This session" }),
  );
  report("student /dashboard", dashboard, JS_BUDGETS_KB.studentDashboard);
  const results = await coldLoad(browser, baseURL!, session, "/results", (cold) =>
    cold.getByRole("heading", { level: 1, name: "Results" }),
  );
  report("student /results", results, JS_BUDGETS_KB.results);
  for (const load of [dashboard, results]) expectNoCatchAll(load);
});

test("an admin list opened cold stays within budget", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, "registrar");
  const load = await coldLoad(
    browser,
    baseURL!,
    await page.context().storageState(),
    "/school_setup/manage_faculty_and_department/department",
    (cold) => cold.getByRole("heading", { name: "Departments", exact: true }),
  );
  report("admin list (departments)", load, JS_BUDGETS_KB.adminList);
  expectNoCatchAll(load);
});

test("the application wizard reloaded cold stays within budget", async ({
  page,
  server,
  browser,
  baseURL,
}) => {
  // Paying an invoice, signing in with an e-mailed code, then the cold load.
  test.setTimeout(90_000);
  await paidApplicantSignedIn(page, server);
  const load = await coldLoad(
    browser,
    baseURL!,
    await page.context().storageState(),
    "/nce_application",
    (cold) => cold.getByRole("heading", { name: "Step 1 of 7: Personal details" }),
  );
  report("/nce_application", load, JS_BUDGETS_KB.wizard);
});
