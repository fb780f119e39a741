import type { Db } from "../../db/database";
import { auditLog } from "../../db/schema";

/** Who did something, and from where. Built from the request by `auditActorOf`. */
export interface AuditActor {
  actorId: number | null;
  actorName: string | null;
  /** Set while a super-admin acts as someone else: both people are on record. */
  impersonatorId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry extends AuditActor {
  /** "create", "update", "activate", "deactivate", "delete", "upload"... */
  action: string;
  /** What was changed: a resource name such as "notices". */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Someone acting outside a request (seeds, jobs, scripts). */
export const SYSTEM_ACTOR: AuditActor = {
  actorId: null,
  actorName: "system",
  impersonatorId: null,
  ip: null,
  userAgent: null,
};

/**
 * Property names that must never reach the audit trail, whatever a resource's schema says:
 * an audit log is read by more people than the secret's owner.
 */
const SECRET_NAME = /pass(word)?|secret|token|hash|pin$/i;

/** A copy of `value` without secret-looking properties, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_NAME.test(key)) copy[key] = withoutSecrets(inner);
  }
  return copy;
}

/**
 * Writes one audit entry. Pass the transaction of the change (`tx`) so the entry and the change
 * commit or roll back together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorName: entry.actorName,
    impersonatorId: entry.impersonatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
    ip: entry.ip,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
  });
}
