import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { seedFeeSetup } from "../src/server/db/seed/feeSetup";
import { seedHostels } from "../src/server/db/seed/hostels";
import { seedProgrammeLinks } from "../src/server/db/seed/programmeLinks";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { seedDemoStudents } from "../src/server/db/seed/students/demoStudents";
import { expectNoSeriousViolations } from "./accessibility";
import { test as base, expect } from "./fixtures";
import { signIn } from "./session";

/**
 * A student books a hostel bed, pays on the sandbox gateway and prints the receipt (issue 23),
 * on the demo college with its hostels, fee setup and students.
 */
const test = base.extend<object, { hostelCollege: undefined }>({
  hostelCollege: [
    async ({ server }, use) => {
      const db = server.database.db;
      await seedSchoolSetup(db);
      await seedProgrammeLinks(db);
      await seedDemoStudents(db);
      await seedFeeSetup(db);
      await seedHostels(db);
      await use(undefined);
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
});

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

const SHOTS = process.env.HOSTEL_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a student books a bed space, pays on the gateway and prints the receipt", async ({ page, server }) => {
  test.slow();
  await signIn(page, "student");
  const rating = page.getByRole("dialog", { name: "Rate your experience in the last 3 months" });
  await page.addLocatorHandler(rating, async () => {
    await rating.getByRole("button", { name: "Not now" }).click();
  });
  await page.getByRole("link", { name: "Hostel", exact: true }).first().click();
  await expect(page).toHaveURL(/\/hostel$/);
  await expect(page.getByText(/Hostel booking for 2026\/2027 is open until/)).toBeVisible();
  await shot(page, "hostel");
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Book a bed space" }).click();

  await expect(page).toHaveURL(/\/hostel\/book_hostel$/);
  await expect(page.getByText("₦35,000.00 a session")).toBeVisible();
  await shot(page, "book_hostel");
  await page.getByRole("link", { name: "Choose NCE and JUPEB students" }).click();

  await expect(page).toHaveURL(/\/hostel\/select_room\?categoryId=\d+$/);
  await shot(page, "select_room");
  await page.getByRole("link", { name: "Choose Sardauna Hall, Room 102" }).click();

  await expect(page).toHaveURL(/\/hostel\/bed_spaces\?roomId=\d+$/);
  await shot(page, "bed_spaces");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Book Bed 3" }).click();

  await expect(page).toHaveURL(/\/hostel\/invoice\?invoiceNumber=INV/);
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expect(
    page.getByText("Your bed space (Sardauna Hall, Room 102, Bed 3) is held for you until"),
  ).toBeVisible();
  await shot(page, "invoice");
  await page.getByRole("button", { name: "Pay ₦35,000.00 online" }).click();
  // The sandbox gateway's own page, then back to the portal.
  await page.getByRole("button", { name: "Pay ₦35,000.00", exact: true }).click();
  await expect(page).toHaveURL(/\/hostel\/invoice\?invoiceNumber=INV/);
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");

  await page.getByRole("link", { name: "Print receipt" }).click();
  await expect(page).toHaveURL(/\/hostel_fees\/receipt\?invoice=INV/);
  const receipt = page.getByRole("article", { name: "Official Receipt" });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("receipt-total")).toHaveText("₦35,000.00");
  await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
  await shot(page, "receipt");
  const qr = receipt.getByRole("link", { name: /^Verify this receipt: / });
  const target = await qr.getAttribute("href");
  expect(target).toMatch(new RegExp(`^${server.url}/verify_receipt/`));

  await page.goto("/hostel");
  const card = page.getByRole("region", { name: "Your bed space" });
  await expect(card).toContainText("Sardauna Hall");
  await expect(card).toContainText("Confirmed");
  await shot(page, "hostel-confirmed");
  await page.goto(target ?? "");
  await expect(page.getByTestId("verification-verdict")).toContainText("Genuine");
});
