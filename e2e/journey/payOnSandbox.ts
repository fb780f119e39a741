import { expect, type Page } from "@playwright/test";

/**
 * The invoice on screen paid online at the sandbox gateway, as a payer does it: the invoice's
 * "Pay ₦… online" button opens the gateway's pay page; its Pay button settles the payment
 * (notifying the portal's webhook) and sends the browser back to /verify_payment_status.
 * `amount` is as the pages show it (₦10,000.00).
 */
export async function openSandboxPayPage(page: Page, amount: string): Promise<void> {
  await page.getByRole("button", { name: `Pay ${amount} online` }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment gateway" })).toBeVisible();
}

/** On the gateway's pay page: Pay, then back on the portal the payment is PAID for `amount`. */
export async function confirmSandboxPayment(
  page: Page,
  amount: string,
  invoiceNumber?: string,
): Promise<void> {
  await page.getByRole("button", { name: `Pay ${amount}`, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/verify_payment_status\\?reference=${invoiceNumber ?? "[A-Za-z0-9]+"}`),
  );
  await expect(page.getByTestId("payment-status")).toHaveText("PAID");
  await expect(page.getByTestId("payment-amount")).toHaveText(amount);
}

/** Both: from the invoice on screen to its payment confirmed on /verify_payment_status. */
export async function payOnSandbox(page: Page, amount: string, invoiceNumber?: string): Promise<void> {
  await openSandboxPayPage(page, amount);
  await confirmSandboxPayment(page, amount, invoiceNumber);
}
