import { type ReactNode, useMemo } from "react";
import { type EngineHost, EngineHostProvider } from "../engine/host";
import { useCanAccess } from "../session/useCanAccess";
import { useCurrentPageName } from "../shell/breadcrumbs/currentPageName";
import { flash } from "../shell/flash";
import { COLLEGE_NAME } from "./college";

/** Gives the generic engine what it needs from this app: the shell's flashes and breadcrumb, the session's access. */
export function AppEngineHost({ children }: { children: ReactNode }) {
  const canAccess = useCanAccess();
  const host = useMemo<EngineHost>(
    () => ({
      notify: (notice) => void flash(notice),
      canAccess,
      usePageName: useCurrentPageName,
      collegeName: COLLEGE_NAME,
    }),
    [canAccess],
  );
  return <EngineHostProvider host={host}>{children}</EngineHostProvider>;
}
