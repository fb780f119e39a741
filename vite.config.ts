import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { resourceFilesForTheBrowser } from "./scripts/resourceFilesPlugin.mjs";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), resourceFilesForTheBrowser()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: "es2022",
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
