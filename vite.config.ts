import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { trimBlueprint } from "./scripts/blueprintCssPlugin.mjs";
import { entryPreload } from "./scripts/entryPreloadPlugin.mjs";
import { precompressClient } from "./scripts/precompressPlugin.mjs";
import { resourceFilesForTheBrowser } from "./scripts/resourceFilesPlugin.mjs";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

const preload = entryPreload();

export default defineConfig({
  plugins: [react(), trimBlueprint(), resourceFilesForTheBrowser(), preload.plugin, precompressClient()],
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
