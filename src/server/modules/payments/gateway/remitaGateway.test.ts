import { afterEach, describe, expect, it } from "vitest";
import { sampleRrrRequest } from "../../../../../tests/support/sampleRrrRequest";
import {
  closedPortUrl,
  type SeenRequest,
  startTestServer,
  type TestServer,
} from "../../../../../tests/support/testServer";
import { ValidationError } from "../../../errors";
import {
  GatewayRejectedError,
  GatewayTimeoutError,
  GatewayUnreachableError,
  GatewayUnreadableError,
} from "./gatewayErrors";
import { createRemitaGateway, type RemitaSettings } from "./remitaGateway";

// The adapter against a scripted server: what it sends on the wire, and how it reads Remita's
// answers. (The whole flow against the sandbox gateway is in ../sandbox/sandboxGateway.test.ts.)

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const credentials = { merchantId: "2547916", serviceTypeId: "4430731", apiKey: "1946" };
function gateway(baseUrl: string, over: Partial<RemitaSettings> = {}) {
  return createRemitaGateway({ baseUrl: `${baseUrl}/`, ...credentials, timeoutMs: 10_000, ...over });
}

const request = sampleRrrRequest;

function answering(text: string, status = 200) {
  return (_: SeenRequest, response: import("node:http").ServerResponse) => {
    response.statusCode = status;
    response.end(text);
  };
}

describe("createRemitaGateway: RRR generation", () => {
  it("posts Remita's paymentinit with the amount in naira and the SHA-512 request hash", async () => {
    server = await startTestServer(
      answering('jsonp ({"statuscode":"025","RRR":"280007664758","status":"Payment Reference generated"})'),
    );
    expect(await gateway(server.url).createRrr(request)).toEqual({
      rrr: "280007664758",
      orderId: "INV-2026-000123",
    });
    const [seen] = server.requests;
    expect(seen?.method).toBe("POST");
    expect(seen?.url).toBe("/remita/exapp/api/v1/send/api/echannelsvc/merchant/api/paymentinit");
    // printf '%s' "25479164430731INV-2026-00012345000.501946" | sha512sum
    expect(seen?.headers.authorization).toBe(
      "remitaConsumerKey=2547916,remitaConsumerToken=54f8f5bc66c5cab94487ea7b2b4c01d45f710fbe38e639f700136fdf4a42ec7a105cecd89bce30d6e063bbe93e471ca6e7dd464f8a978239c06046297d740127",
    );
    expect(JSON.parse(seen?.body ?? "")).toEqual({
      serviceTypeId: "4430731",
      amount: "45000.50",
      orderId: "INV-2026-000123",
      payerName: "Adebayo Adeyemi",
      payerEmail: "adebayo@example.com",
      payerPhone: "08031234567",
      description: "School fees 2026/2027",
    });
  });

  it("turns a refusal into a typed error carrying Remita's reason", async () => {
    server = await startTestServer(answering('jsonp ({"statuscode":"022","status":"Invalid Request"})'));
    const error = await gateway(server.url)
      .createRrr(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayRejectedError);
    expect((error as Error).message).toBe(
      "The payment gateway refused the request while creating the payment reference (RRR): Invalid Request.",
    );
  });

  it("refuses to guess from an answer it cannot read", async () => {
    server = await startTestServer(answering("<html>maintenance</html>"));
    await expect(gateway(server.url).createRrr(request)).rejects.toBeInstanceOf(GatewayUnreadableError);
  });

  it("times out within the configured time when the gateway never answers", async () => {
    server = await startTestServer(() => {});
    const started = Date.now();
    const error = await gateway(server.url, { timeoutMs: 250 })
      .createRrr(request)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect((error as Error).message).toBe(
      "The payment gateway did not answer within 0.25 seconds while creating the payment reference (RRR). Please try again in a few minutes.",
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses to ask for nothing, or for a fraction of a kobo, before calling out", async () => {
    const nowhere = gateway("http://127.0.0.1:9");
    await expect(nowhere.createRrr({ ...request, amountKobo: 0 })).rejects.toThrow(
      "amountKobo must be more than zero to be paid",
    );
    await expect(nowhere.createRrr({ ...request, amountKobo: 10.5 })).rejects.toBeInstanceOf(ValidationError);
  });

  it("says so when nothing listens", async () => {
    await expect(gateway(await closedPortUrl()).createRrr(request)).rejects.toBeInstanceOf(
      GatewayUnreachableError,
    );
  });
});

describe("createRemitaGateway: status, pay link, notifications", () => {
  it("gets {merchantId}/{rrr}/{SHA-512(rrr + apiKey + merchantId)}/status.reg and reads it", async () => {
    server = await startTestServer(
      answering(
        '{"amount":45000.5,"RRR":"280007664758","orderId":"INV-1","message":"Approved","status":"01"}',
      ),
    );
    const status = await gateway(server.url).checkStatus("280007664758");
    expect(status).toMatchObject({ rrr: "280007664758", state: "paid", code: "01", amountKobo: 4_500_050 });
    // printf '%s' "28000766475819462547916" | sha512sum
    const hash =
      "4f9feff7a590b2d8a0aeb87e20393d053e2fa5b2299e330e7ae6764d4535d19f7245605ada66caaa2e059d80e6612df36e4514af0641333e62f184670111168e";
    expect(server.requests[0]?.url).toBe(
      `/remita/exapp/api/v1/send/api/echannelsvc/2547916/280007664758/${hash}/status.reg`,
    );
    expect(server.requests[0]?.headers.authorization).toBe(
      `remitaConsumerKey=2547916,remitaConsumerToken=${hash}`,
    );
  });

  it("refuses an RRR that is not digits before building a URL with it", async () => {
    await expect(gateway("http://127.0.0.1:9").checkStatus("../../admin")).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it("builds the pay link to finalize.reg with SHA-512(merchantId + rrr + apiKey) and the return URL", () => {
    const link = new URL(
      gateway("http://gateway.test", { payPageBaseUrl: "https://pay.test/" }).payLink(
        "280007664758",
        "http://localhost:3000/invoice/INV-1",
      ),
    );
    expect(link.origin + link.pathname).toBe("https://pay.test/remita/ecomm/finalize.reg");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      merchantId: "2547916",
      // printf '%s' "25479162800076647581946" | sha512sum
      hash: "420859d59aad0430c8ccff8b8a52a8633eb2c2d3c34528950fbced3e093ec5cda413d19380314a4bad7084a7aa987b86cc3e130c1c5ed3377b4d6463dcc2f5e0",
      rrr: "280007664758",
      responseurl: "http://localhost:3000/invoice/INV-1",
    });
  });

  it("reads a notification's claim without asking the gateway, whose own status is what counts", async () => {
    server = await startTestServer(
      answering('{"amount":100,"RRR":"280007664758","orderId":"INV-1","status":"00"}'),
    );
    const claim = [{ rrr: "280007664758", amount: 45000.5, responseCode: "00", orderRef: "INV-1" }];
    const [notification] = gateway(server.url).parseNotification(claim);
    expect(notification?.amountKobo).toBe(4_500_050);
    expect(server.requests).toHaveLength(0);
    expect(await gateway(server.url).checkStatus("280007664758")).toMatchObject({
      state: "paid",
      amountKobo: 10_000,
    });
    expect(server.requests).toHaveLength(1);
  });
});
