import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as a test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface TestServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A throw-away HTTP server on 127.0.0.1 and a free port, for tests that need a real peer (a
 * webhook receiver, a gateway that misbehaves). It records every request; `answer` replies, or
 * does nothing at all to play a server that never answers.
 */
export async function startTestServer(
  answer: (request: SeenRequest, response: ServerResponse) => void = (_, response) => response.end(),
): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const seen = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(seen);
      answer(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The address of a port nothing listens on (found by opening and closing a server). */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer();
  await server.close();
  return server.url;
}
