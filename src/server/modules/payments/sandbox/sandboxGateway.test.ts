import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleRrrRequest } from "../../../../../tests/support/sampleRrrRequest";
import { startTestServer, type TestServer } from "../../../../../tests/support/testServer";
import { GatewayRejectedError } from "../gateway/gatewayErrors";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { createRemitaGateway } from "../gateway/remitaGateway";
import { type RunningSandboxGateway, startSandboxGateway } from "./sandboxGateway";

// End to end over real HTTP: the Remita adapter drives the sandbox gateway, the pay page's form
// is posted as a browser would, and a webhook receiver of our own gets the notification.

let sandbox: RunningSandboxGateway;
let webhook: TestServer;
let gateway: PaymentGateway;
let logged: string[];

beforeEach(async () => {
  webhook = await startTestServer((_, response) => response.end("ok"));
  logged = [];
  sandbox = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    webhookUrl: `${webhook.url}/api/Webhook/payment`,
    log: (line) => logged.push(line),
  });
  gateway = createRemitaGateway(
    { baseUrl: sandbox.url, ...sandbox.credentials, timeoutMs: 10_000 },
    "sandbox",
  );
});

afterEach(async () => {
  await sandbox.close();
  await webhook.close();
});

const invoice = sampleRrrRequest;
const returnUrl = "http://localhost:3000/invoice/INV-2026-000123";

/** The pay page's form, posted as a browser would after a click on `outcome`. */
async function choose(payLink: string, outcome: string): Promise<Response> {
  const page = await fetch(payLink);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [
      match[1],
      (match[2] ?? "").replaceAll("&amp;", "&"),
    ]),
  );
  expect(action).toBeDefined();
  return fetch(new URL(action ?? "", payLink), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, outcome }).toString(),
    redirect: "manual",
  });
}

describe("sandbox gateway, driven by the Remita adapter", () => {
  it("creates an RRR, takes the payment on its pay page, notifies the webhook and reports it paid", async () => {
    const { rrr } = await gateway.createRrr(invoice);
    expect(rrr).toMatch(/^\d{12}$/);
    expect(await gateway.checkStatus(rrr)).toMatchObject({
      rrr,
      state: "pending",
      code: "025",
      amountKobo: 4_500_050,
    });

    const payLink = gateway.payLink(rrr, returnUrl);
    const page = await fetch(payLink);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("<dd>₦45,000.50</dd>");
    expect(html).toContain(`<dd>${rrr}</dd>`);

    const back = await choose(payLink, "pay");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(returnUrl);
    expect(location.searchParams.get("RRR")).toBe(rrr);
    expect(location.searchParams.get("orderID")).toBe("INV-2026-000123");

    const status = await gateway.checkStatus(rrr);
    expect(status).toMatchObject({
      state: "paid",
      code: "00",
      orderId: "INV-2026-000123",
      amountKobo: 4_500_050,
    });
    expect(status.paidAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // The notification reached our receiver before the payer was sent back.
    expect(webhook.requests).toHaveLength(1);
    const [posted] = webhook.requests;
    expect(posted?.url).toBe("/api/Webhook/payment");
    expect(posted?.headers["content-type"]).toBe("application/json");
    const body: unknown = JSON.parse(posted?.body ?? "");
    expect(body).toMatchObject([{ rrr, amount: 45000.5, responseCode: "00", orderRef: "INV-2026-000123" }]);
    const [notification] = gateway.parseNotification(body);
    expect(notification).toMatchObject({ rrr, amountKobo: 4_500_050 });
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "paid", amountKobo: 4_500_050 });

    // Paying again (a resubmitted form) changes nothing and notifies no one; the page says paid.
    const link = new URL(payLink);
    const again = await fetch(new URL("/sandbox/pay", payLink), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        rrr,
        hash: link.searchParams.get("hash") ?? "",
        responseurl: returnUrl,
        outcome: "fail",
      }).toString(),
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect(webhook.requests).toHaveLength(1);
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "paid" });
    expect((await fetch(payLink).then((answer) => answer.text())).includes("<button")).toBe(false);
    expect(logged).toEqual([]);
  });

  it("reports Fail and Cancel, which may still be followed by Pay", async () => {
    const { rrr } = await gateway.createRrr(invoice);
    const payLink = gateway.payLink(rrr, returnUrl);
    expect((await choose(payLink, "fail")).status).toBe(303);
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "failed", code: "02" });
    expect((await choose(payLink, "cancel")).status).toBe(303);
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "cancelled", code: "012" });
    await choose(payLink, "pay");
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "paid" });
    expect(webhook.requests.map((request) => JSON.parse(request.body)[0].responseCode)).toEqual([
      "02",
      "012",
      "00",
    ]);
  });

  it("answers an unknown RRR as unknown, not paid", async () => {
    expect(await gateway.checkStatus("123456789012")).toMatchObject({
      rrr: "123456789012",
      state: "unknown",
      code: "022",
      amountKobo: null,
      paidAt: null,
    });
  });

  it("gives the same RRR for a retried order and refuses the order at another amount", async () => {
    const first = await gateway.createRrr(invoice);
    expect(await gateway.createRrr(invoice)).toEqual(first);
    await expect(gateway.createRrr({ ...invoice, amountKobo: 1 })).rejects.toBeInstanceOf(
      GatewayRejectedError,
    );
  });

  it("refuses a caller with the wrong API key, on RRR creation and status", async () => {
    const intruder = createRemitaGateway({
      baseUrl: sandbox.url,
      ...sandbox.credentials,
      apiKey: "0000",
      timeoutMs: 10_000,
    });
    const error = await intruder.createRrr(invoice).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect((error as Error).message).toContain("Invalid Request: merchant or hash does not match");
    const { rrr } = await gateway.createRrr(invoice);
    await expect(intruder.checkStatus(rrr)).rejects.toBeInstanceOf(GatewayRejectedError);
  });

  it("refuses a tampered pay link, an unknown RRR and a return address that is not http(s)", async () => {
    const { rrr } = await gateway.createRrr(invoice);
    const tampered = new URL(gateway.payLink(rrr, returnUrl));
    tampered.searchParams.set("hash", "0".repeat(128));
    expect((await fetch(tampered)).status).toBe(400);
    expect((await fetch(gateway.payLink("123456789012", returnUrl))).status).toBe(404);
    const script = await fetch(gateway.payLink(rrr, "javascript:alert(1)"));
    expect(script.status).toBe(400);
    expect(await script.text()).toContain("no valid return address");
  });

  it("posts to a webhook address given after start", async () => {
    const later = await startTestServer((_, response) => response.end("ok"));
    try {
      sandbox.setWebhookUrl(`${later.url}/api/Webhook/payment`);
      const { rrr } = await gateway.createRrr(invoice);
      await choose(gateway.payLink(rrr, returnUrl), "pay");
      expect(later.requests.map((request) => request.url)).toEqual(["/api/Webhook/payment"]);
      expect(webhook.requests).toEqual([]);
    } finally {
      await later.close();
    }
  });

  it("still sends the payer back when the webhook is down, and says why in the log", async () => {
    await webhook.close();
    const { rrr } = await gateway.createRrr(invoice);
    expect((await choose(gateway.payLink(rrr, returnUrl), "pay")).status).toBe(303);
    expect(await gateway.checkStatus(rrr)).toMatchObject({ state: "paid" });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^sandbox gateway: could not notify http:\/\/127\.0\.0\.1:\d+\/api\/Webhook\/payment/,
    );
    webhook = await startTestServer(); // afterEach closes it
  });
});
