import type { Plugin } from "vite";

/** See entryPreloadPlugin.mjs. */
export function entryPreload(): {
  plugin: Plugin;
  withoutEntryChunks: (
    fileName: string,
    deps: string[],
    context: { hostId: string; hostType: "html" | "js" },
  ) => string[];
};
