import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { prepareTestDatabase } from "./prepareTestDatabase.mjs";

/** A port on 127.0.0.1 where nothing listens (the system's free port, released again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
const noDatabase = Object.assign(new Error('database "ci" does not exist'), { code: "3D000" });

describe("prepareTestDatabase", () => {
  it("uses a database that answers", async () => {
    expect(
      await prepareTestDatabase("postgres://postgres@127.0.0.1:5432/test", async () => undefined),
    ).toEqual({
      usable: true,
      message: 'PostgreSQL database "test" answers at 127.0.0.1:5432: server tests run on it too.',
    });
  });

  it("says the server does not answer only when the server does not", async () => {
    const result = await prepareTestDatabase(
      "postgres://postgres:secret@db.ci:6543/test",
      async () => refused,
    );
    expect(result).toEqual({
      usable: false,
      message: "PostgreSQL does not answer at db.ci:6543 (connect ECONNREFUSED).",
    });
    expect(result.message).not.toContain("secret");
  });

  it("says the database is missing, and why it could not be made, when the server answers without it", async () => {
    const port = await closedPort();
    const result = await prepareTestDatabase(
      `postgres://postgres@127.0.0.1:${port}/ci`,
      async () => noDatabase,
    );
    expect(result.usable).toBe(false);
    expect(result.message).toMatch(
      new RegExp(
        `^PostgreSQL answers at 127\\.0\\.0\\.1:${port}, but database "ci" is missing and could not be created \\(`,
      ),
    );
  });
});
