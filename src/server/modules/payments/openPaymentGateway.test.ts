import { describe, expect, it } from "vitest";
import { openPaymentGateway } from "./openPaymentGateway";

describe("openPaymentGateway", () => {
  it("starts the sandbox and points the adapter at it, pay links at its public address", async () => {
    const opened = await openPaymentGateway({
      gateway: "sandbox",
      timeoutMs: 10_000,
      sandbox: {
        port: 0,
        host: "127.0.0.1",
        publicUrl: "http://pay.example.test",
        webhookUrl: "http://127.0.0.1:9/hook",
      },
    });
    try {
      expect(opened.gateway.name).toBe("sandbox");
      expect(opened.sandbox?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { rrr } = await opened.gateway.createRrr({
        orderId: "INV-9",
        amountKobo: 100,
        payerName: "A",
        payerEmail: "a@example.com",
        payerPhone: "08030000000",
        description: "Acceptance fee",
      });
      expect(opened.gateway.payLink(rrr, "http://localhost/back")).toMatch(
        /^http:\/\/pay\.example\.test\/remita\/ecomm\/finalize\.reg\?/,
      );
    } finally {
      await opened.close();
    }
  });

  it("talks to Remita directly when configured, starting nothing", async () => {
    const opened = await openPaymentGateway({
      gateway: "remita",
      timeoutMs: 10_000,
      remita: {
        baseUrl: "https://remitademo.net",
        merchantId: "2547916",
        serviceTypeId: "4430731",
        apiKey: "1946",
      },
    });
    expect(opened.gateway.name).toBe("remita");
    expect(opened.sandbox).toBeUndefined();
    expect(opened.gateway.payLink("280007664758", "http://localhost/back")).toMatch(
      /^https:\/\/remitademo\.net\/remita\/ecomm\/finalize\.reg\?merchantId=2547916&/,
    );
    await opened.close();
  });
});
