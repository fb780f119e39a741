import type { FastifyRequest } from "fastify";
import type { AuditActor } from "./auditService";

/** The audit actor of a request: the signed-in user (and impersonator), address and browser. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  const agent = request.headers["user-agent"];
  return {
    actorId: user?.id ?? null,
    actorName: user?.userName ?? null,
    impersonatorId: user?.impersonatorId ?? null,
    ip: request.ip || null,
    userAgent: typeof agent === "string" ? agent : null,
  };
}
