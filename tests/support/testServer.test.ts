import { afterEach, describe, expect, it } from "vitest";
import { closedPortUrl, startTestServer, type TestServer } from "./testServer";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("startTestServer", () => {
  it("records requests and answers as told", async () => {
    server = await startTestServer((request, response) => response.end(`echo ${request.body}`));
    const answer = await fetch(`${server.url}/hook?x=1`, { method: "POST", body: "hello" });
    expect(await answer.text()).toBe("echo hello");
    expect(server.requests).toMatchObject([{ method: "POST", url: "/hook?x=1", body: "hello" }]);
  });

  it("finds a port that refuses connections", async () => {
    const url = await closedPortUrl();
    await expect(fetch(url)).rejects.toThrow();
  });
});
