import { expect, demoCollegeTest as test } from "./fixtures";
import { signIn } from "./session";

/**
 * Issue 23: the notifications page. The lecturer reaches it from the bell, opens a notification's
 * screen (which marks it read), and marks the rest read at once; the bell's count follows.
 */
test("a lecturer reads their notifications from the bell's page and marks them all read", async ({
  page,
}) => {
  await signIn(page, "lecturer");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const table = page.getByRole("table", { name: "Notifications" });
  await expect(table.getByRole("row", { name: /Course assigned/ }).first()).toBeVisible();

  // Only unread ones first; open one: it leads to the lecturer's courses, and is read afterwards.
  await page.getByLabel("Read", { exact: true }).selectOption("Unread");
  await expect(page).toHaveURL(/state=Unread/);
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("button", { name: /^Mark .* read$/ })).toBeVisible();
  await first.getByRole("button", { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/records\/view\?sessionId=\d+&semesterId=\d+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/notifications\?state=Unread$/);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText(/notifications? marked as read/)).toBeVisible();
  await expect(table.getByText("Your request results will be displayed here")).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
