import { eq } from "drizzle-orm";
import type { UserActivation } from "../../../contract/auth";
import type { Db } from "../../db/database";
import { users } from "../../db/identity";
import { NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { refuseLastGuardHolder } from "../resources/protectedRows";

export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account";

export type ActivationResult = UserActivation;

/**
 * toggle-user-activation-status: switches a user on or off, with an audit entry in the same
 * transaction. Switching off ends every session of the user; the database does that
 * (users_deactivated_end_sessions, migration 0045), as it does for the Users list.
 */
export async function toggleUserActivation(
  db: Db,
  userId: number,
  actor: AuditActor,
): Promise<ActivationResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(users.id, userId))
      .for("update")
      .limit(1);
    if (!user) throw new NotFoundError(`User ${userId} was not found; it may have been deleted.`);
    // An admin who switched themselves off would be locked out mid-task, with nobody to undo it.
    if (user.active && user.id === actor.actorId)
      throw new ValidationError([{ path: "userId", message: CANNOT_DEACTIVATE_SELF }]);
    const active = !user.active;
    // The last active super-admin stays on (protected rows; migration 0056 holds the same).
    if (!active) await refuseLastGuardHolder(tx, user.id);
    await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      ...actor,
      action: active ? "activate" : "deactivate",
      entity: "users",
      entityId: String(user.id),
      before: { active: user.active },
      after: { active },
    });
    return { userId: user.id, active };
  });
}
