import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../configError";
import { openPaymentGateway } from "./openPaymentGateway";

/** Another program holding a port on 127.0.0.1 (a free one, found by the system). */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

const sandboxOn = (port: number, publicUrl?: string) => ({
  gateway: "sandbox" as const,
  timeoutMs: 10_000,
  sandbox: { port, host: "127.0.0.1", publicUrl, webhookUrl: "http://127.0.0.1:9/hook" },
});

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

  it("takes a free port, and says so, when its port is taken", async () => {
    const taken = await takenPort();
    const lines: string[] = [];
    try {
      const opened = await openPaymentGateway(sandboxOn(taken.port), (line) => lines.push(line));
      await opened.close();
      expect(opened.sandbox?.port).not.toBe(taken.port);
      expect(lines).toEqual([
        `Port ${taken.port} is taken by another program, so the sandbox payment gateway listens on ${opened.sandbox?.port} instead (set SANDBOX_GATEWAY_PORT to choose).`,
      ]);
    } finally {
      taken.server.close();
    }
  });

  it("names the setting to change when its taken port is the payer's address", async () => {
    const taken = await takenPort();
    try {
      const opening = openPaymentGateway(sandboxOn(taken.port, `http://127.0.0.1:${taken.port}`), () => {});
      await expect(opening).rejects.toThrow(ConfigError);
      await expect(opening).rejects.toThrow(/another program uses that port.*SANDBOX_GATEWAY_PORT/);
    } finally {
      taken.server.close();
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
