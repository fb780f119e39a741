import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { trimBlueprint } from "./scripts/blueprintCssPlugin.mjs";
import { entryPreload } from "./scripts/entryPreloadPlugin.mjs";
import { iconNamesWithoutList } from "./scripts/iconNamesPlugin.mjs";
import { precompressClient } from "./scripts/precompressPlugin.mjs";
import { resourceFilesForTheBrowser } from "./scripts/resourceFilesPlugin.mjs";
import { staffIndex } from "./scripts/staffIndexPlugin.mjs";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

const preload = entryPreload();

/** rjsf's one use of fast-uri goes to the browser-URL stand-in; ajv's (the type editor) stays real. */
const rjsfUriResolver = {
  name: "rjsf-uri-resolver",
  enforce: "pre" as const,
  resolveId(source: string, importer: string | undefined) {
    if (source !== "fast-uri" || !importer?.replaceAll("\\", "/").includes("/@rjsf/utils/")) return null;
    return fileURLToPath(new URL("./src/client/engine/theme/uriResolver.ts", import.meta.url));
  },
};

export default defineConfig({
  plugins: [
    react(),
    trimBlueprint(),
    rjsfUriResolver,
    iconNamesWithoutList(),
    resourceFilesForTheBrowser(),
    staffIndex(),
    preload.plugin,
    precompressClient(),
  ],
  resolve: {
    // rjsf's markdown renderer, never enabled by a form here: see the stand-in.
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL("./src/client/engine/theme/plainMarkdown.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: "es2022",
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preload.withoutEntryChunks },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
