import { describe, expect, it } from "vitest";
import { ConfigError } from "../../config";
import { parsePaymentConfig } from "./paymentConfig";

const development = { production: false, publicUrl: "http://localhost:3000/" };
const production = { production: true, publicUrl: "https://portal.fcet.edu.ng" };
const remitaAccount = {
  REMITA_MERCHANT_ID: "2547916",
  REMITA_SERVICE_TYPE_ID: "4430731",
  REMITA_API_KEY: "1946",
};

describe("parsePaymentConfig", () => {
  it("uses the sandbox outside production, posting to the portal's webhook", () => {
    expect(parsePaymentConfig({}, development)).toEqual({
      gateway: "sandbox",
      timeoutMs: 15_000,
      sandbox: {
        port: 3100,
        host: "127.0.0.1",
        publicUrl: undefined,
        webhookUrl: "http://localhost:3000/api/Webhook/payment",
      },
    });
  });

  it("reads the sandbox's settings", () => {
    const config = parsePaymentConfig(
      {
        PAYMENT_GATEWAY: "Sandbox",
        SANDBOX_GATEWAY_PORT: "0",
        SANDBOX_GATEWAY_HOST: "0.0.0.0",
        SANDBOX_GATEWAY_PUBLIC_URL: "http://pay.localtest.me:3100/",
        PAYMENT_WEBHOOK_URL: "http://127.0.0.1:3000/api/Webhook/payment",
        PAYMENT_GATEWAY_TIMEOUT_MS: "2500",
      },
      development,
    );
    expect(config).toEqual({
      gateway: "sandbox",
      timeoutMs: 2_500,
      sandbox: {
        port: 0,
        host: "0.0.0.0",
        publicUrl: "http://pay.localtest.me:3100",
        webhookUrl: "http://127.0.0.1:3000/api/Webhook/payment",
      },
    });
  });

  it("uses Remita in production and needs the whole merchant account", () => {
    expect(() => parsePaymentConfig({}, production)).toThrow(
      new ConfigError(
        "PAYMENT_GATEWAY=remita needs REMITA_BASE_URL, REMITA_MERCHANT_ID, REMITA_SERVICE_TYPE_ID, REMITA_API_KEY (from the Remita merchant account).",
      ),
    );
    expect(
      parsePaymentConfig({ ...remitaAccount, REMITA_BASE_URL: "https://login.remita.net/" }, production),
    ).toEqual({
      gateway: "remita",
      timeoutMs: 15_000,
      remita: {
        baseUrl: "https://login.remita.net",
        merchantId: "2547916",
        serviceTypeId: "4430731",
        apiKey: "1946",
      },
    });
  });

  it("lets development try Remita's demo host by default", () => {
    const config = parsePaymentConfig({ PAYMENT_GATEWAY: "remita", ...remitaAccount }, development);
    expect(config).toMatchObject({ gateway: "remita", remita: { baseUrl: "https://remitademo.net" } });
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: "remita", REMITA_API_KEY: "x" }, development)).toThrow(
      /needs REMITA_MERCHANT_ID, REMITA_SERVICE_TYPE_ID \(/,
    );
  });

  it("refuses the sandbox in production, an unknown gateway and bad numbers or URLs", () => {
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: "sandbox" }, production)).toThrow(
      /refused in production/,
    );
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY: "paystack" }, development)).toThrow(
      'PAYMENT_GATEWAY must be one of sandbox, remita (got "paystack")',
    );
    expect(() => parsePaymentConfig({ SANDBOX_GATEWAY_PORT: "70000" }, development)).toThrow(
      'SANDBOX_GATEWAY_PORT must be a whole number from 0 to 65535 (got "70000")',
    );
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY_TIMEOUT_MS: "1.5" }, development)).toThrow(ConfigError);
    expect(() => parsePaymentConfig({ PAYMENT_GATEWAY_TIMEOUT_MS: "0" }, development)).toThrow(ConfigError);
    expect(() => parsePaymentConfig({ PAYMENT_WEBHOOK_URL: "not a url" }, development)).toThrow(
      /PAYMENT_WEBHOOK_URL/,
    );
    expect(() =>
      parsePaymentConfig({ ...remitaAccount, REMITA_BASE_URL: "http://login.remita.net" }, production),
    ).toThrow('REMITA_BASE_URL must start with https:// (got "http://login.remita.net")');
  });
});
