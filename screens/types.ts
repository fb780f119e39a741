import type { ComponentType } from "react";
import type { ResourceGroup, ResourceMenu } from "../src/schema/resourceFile";

/** A screen is a line in a route table: a path and the module that renders it (loaded on demand). */
export interface ScreenRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Roles (or user types) who may open it; absent: everyone the route table is for. */
  access?: readonly string[];
  /** Goes (replacing the history entry) to this address instead of rendering. */
  redirectTo?: string;
  /** The side-menu entry it opens when no screen is at the entry's own route (`ResourceMenu`). */
  menu?: ResourceMenu;
  /**
   * Shows it as one tab of an area's tab bar, beside resource lists and other screens naming the
   * same group (screens/groupTabs.ts); the tab says `group.title`, else `title`.
   */
  group?: ResourceGroup;
  /** Its title, for a tab that gives none, and the heading of its record chooser. */
  title?: string;
  /**
   * A detail page of one record, opened with one of `params` in the address (`?id=`): without
   * them it shows its `title` and a way to the record (screens/recordChooser.ts).
   */
  record?: ScreenRecord;
}

export interface ScreenRecord {
  /** Query parameters naming the record; any one given opens the page itself. */
  params: readonly string[];
  /** What the page shows one of, in words: "student". */
  what: string;
  /** The list the records are chosen from (`search`: it keeps `?search=`). */
  list: { route: string; title: string; search?: boolean };
}
