import type { FastifyInstance } from "fastify";
import { ok } from "../../envelope";
import { listOutbox } from "./outboxMailer";
import { outboxPage } from "./outboxPage";

/**
 * GET /api/dev/outbox (JSON) and GET /dev/outbox (HTML): the mail kept in the database.
 *
 * Public on purpose, and safe only because it never exists in production: nothing is registered
 * when NODE_ENV is "production" (tests check the routes are absent there). In development and
 * tests there is no real mail, and e2e tests and developers must read reset links without
 * signing in (the person resetting a password cannot sign in).
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.appConfig.env === "production") return;

  app.get(
    "/api/dev/outbox",
    {
      config: { access: "public" },
      schema: { hide: true },
    },
    async () => ok(await listOutbox(app.database.db)),
  );

  app.get("/dev/outbox", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(outboxPage(await listOutbox(app.database.db))),
  );
}
