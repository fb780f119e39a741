import type { Plugin } from "vite";

/** See staffIndexPlugin.mjs. */
export const STAFF_INDEX_ID: "virtual:staff-screens";
export function staffIndex(): Plugin;
