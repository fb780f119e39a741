import { IMPERSONATE_CLAIM, IMPERSONATION_MESSAGES } from "../../../contract/impersonation";
import { type AccessHolder, isAllowed } from "../../../schema/access";
import { AppError } from "../../errors";
import type { UserAccount } from "../auth/userDirectory";

export { requestFieldErrors } from "../../../contract/impersonation";
export { IMPERSONATE_CLAIM, IMPERSONATION_MESSAGES };

/** A super-admin (who passes every claim check) or a holder of the impersonate claim. */
export function mayImpersonate(holder: AccessHolder): boolean {
  return isAllowed(holder, { claims: [IMPERSONATE_CLAIM] });
}

const onTarget = (status: number, message: string) =>
  new AppError(status, message, status === 403 ? "Forbidden" : "Validation failed", [
    { path: "userIdToImpersonate", message },
  ]);

/**
 * Why `target` may not be impersonated by `impersonatorId`, as the error to throw; undefined when
 * it may. Never yourself, never a deactivated account, and never someone as powerful as an
 * impersonator: acting as them would hand over their powers too.
 */
export function targetRefusal(target: UserAccount | undefined, impersonatorId: number): AppError | undefined {
  if (!target) return onTarget(400, IMPERSONATION_MESSAGES.noSuchUser);
  if (target.user.id === impersonatorId) return onTarget(400, IMPERSONATION_MESSAGES.self);
  if (mayImpersonate({ userType: target.user.userType, roles: target.roles, claims: target.claims }))
    return onTarget(403, IMPERSONATION_MESSAGES.privilegedTarget);
  if (!target.user.active) return onTarget(400, IMPERSONATION_MESSAGES.inactiveTarget);
  return undefined;
}
