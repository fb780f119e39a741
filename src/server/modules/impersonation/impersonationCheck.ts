import type { FastifyInstance } from "fastify";
import { isImpersonationLive } from "./impersonationService";

/**
 * Answers access control's question "is this token still honoured?" (app.isTokenLive, declared by
 * plugins/access): an impersonated token stops working the moment its session ends, not when it
 * runs out. Registered on the root app so the check runs before any route.
 */
export function registerImpersonationCheck(app: FastifyInstance): void {
  app.decorate("isTokenLive", (user) => isImpersonationLive(app.database.db, user));
}
