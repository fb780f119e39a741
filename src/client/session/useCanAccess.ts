import { useCallback } from "react";
import { isAllowed } from "../../schema/access";
import { rolesInToken } from "./tokenRoles";
import { useSession } from "./useSession";

/** Whether one of `roles` (or user types) lets the user in: what the server's access rule would say. */
export type CanAccess = (roles: readonly string[]) => boolean;

/**
 * The server's access rule (src/schema/access.ts) for whoever is signed in; nobody passes when no
 * one is. Only to hide what the server would refuse: it checks every call anyway.
 */
export function useCanAccess(): CanAccess {
  const session = useSession();
  const token = session?.token;
  const userType = session?.profile.userType;
  return useCallback(
    (roles) =>
      token !== undefined &&
      userType !== undefined &&
      isAllowed({ userType, roles: rolesInToken(token), claims: [] }, { roles }),
    [token, userType],
  );
}
