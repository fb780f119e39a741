import type { Intent } from "@blueprintjs/core";
import { createContext, type ReactNode, useContext } from "react";

/** A short message for the user (the spec's "flash"): title, text, colour and how long it stays. */
export interface EngineNotice {
  title: string;
  message: string;
  intent: Intent;
  /** Milliseconds before it closes by itself. */
  timeout: number;
}

/**
 * What the generic engine needs from the app around it. The engine knows no session, shell or
 * feature: the app passes these in (src/client/app/AppEngineHost.tsx), tests pass their own.
 */
export interface EngineHost {
  /** Shows a flash. */
  notify(notice: EngineNotice): void;
  /** Whether one of `roles` (or user types) lets the signed-in user in; only to hide what the server would refuse. */
  canAccess(roles: readonly string[]): boolean;
  /**
   * A hook: names the current page (the last breadcrumb) while the calling screen shows, when the
   * path cannot say it (a scoped list's parent row). Must be the same function on every render.
   */
  usePageName(name: string | undefined): void;
  /** The college's name, heading printed documents. */
  collegeName: string;
}

/** Without a host: no flashes, nobody allowed, no page names, no college name. */
const NO_HOST: EngineHost = {
  notify: () => {},
  canAccess: () => false,
  usePageName: () => {},
  collegeName: "",
};

const EngineHostContext = createContext<EngineHost>(NO_HOST);

export function EngineHostProvider({ host, children }: { host: EngineHost; children: ReactNode }) {
  return <EngineHostContext.Provider value={host}>{children}</EngineHostContext.Provider>;
}

export function useEngineHost(): EngineHost {
  return useContext(EngineHostContext);
}
