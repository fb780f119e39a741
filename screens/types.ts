import type { ComponentType } from "react";

/** A screen is a line in a route table: a path and the module that renders it (loaded on demand). */
export interface ScreenRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}
