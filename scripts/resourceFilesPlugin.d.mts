import type { Plugin } from "vite";

/** See resourceFilesPlugin.mjs. */
export function resourceFilesForTheBrowser(): Plugin;
