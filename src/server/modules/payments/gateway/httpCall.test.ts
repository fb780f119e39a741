import { afterEach, describe, expect, it } from "vitest";
import { closedPortUrl, startTestServer, type TestServer } from "../../../../../tests/support/testServer";
import { GatewayRejectedError, GatewayTimeoutError, GatewayUnreachableError } from "./gatewayErrors";
import { httpCall } from "./httpCall";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Short deadline for the timeout cases; a generous one where the server does answer (the first
// fetch of a process can take a few hundred milliseconds on a busy machine).
const options = { operation: "checking the payment status", timeoutMs: 300 };
const patient = { ...options, timeoutMs: 10_000 };

describe("httpCall", () => {
  it("returns the status and text of a 2xx answer", async () => {
    server = await startTestServer((_, response) => response.end('{"ok":true}'));
    expect(await httpCall(server.url, { method: "GET" }, patient)).toEqual({
      status: 200,
      text: '{"ok":true}',
    });
  });

  it("gives up on a server that never answers, with a typed timeout within the deadline", async () => {
    server = await startTestServer(() => {});
    const started = Date.now();
    const error = await httpCall(server.url, { method: "GET" }, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayTimeoutError);
    expect((error as GatewayTimeoutError).message).toBe(
      "The payment gateway did not answer within 0.3 seconds while checking the payment status. Please try again in a few minutes.",
    );
    expect((error as GatewayTimeoutError).statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("times out a server that sends headers and then stalls the body", async () => {
    server = await startTestServer((_, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write("{");
    });
    await expect(httpCall(server.url, { method: "GET" }, options)).rejects.toBeInstanceOf(
      GatewayTimeoutError,
    );
  });

  it("reports a refused connection as unreachable, with the network code for the log", async () => {
    const error = await httpCall(await closedPortUrl(), { method: "GET" }, patient).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayUnreachableError);
    expect((error as GatewayUnreachableError).message).toBe(
      "The payment gateway could not be reached while checking the payment status. Please try again in a few minutes.",
    );
    expect((error as GatewayUnreachableError).detail).toMatch(/ECONNREFUSED/);
    expect((error as GatewayUnreachableError).statusCode).toBe(502);
  });

  it("turns an HTTP error into a rejection, with the gateway's reason when it gives one", async () => {
    server = await startTestServer((_, response) => {
      response.statusCode = 401;
      response.end('{"message":"Invalid hash"}');
    });
    const plain = await httpCall(server.url, { method: "GET" }, patient).catch((caught: unknown) => caught);
    expect(plain).toBeInstanceOf(GatewayRejectedError);
    expect((plain as Error).message).toBe(
      "The payment gateway refused the request while checking the payment status: HTTP 401.",
    );
    const explained = await httpCall(
      server.url,
      { method: "GET" },
      { ...patient, reasonOf: (answer) => (JSON.parse(answer.text) as { message: string }).message },
    ).catch((caught: unknown) => caught);
    expect((explained as Error).message).toBe(
      "The payment gateway refused the request while checking the payment status: Invalid hash.",
    );
    expect((explained as GatewayRejectedError).detail).toBe('{"message":"Invalid hash"}');
  });
});
