import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/** Keys of a resource file only the server and its tests read (src/schema/resourceFile.ts). */
const SERVER_ONLY_KEYS = ["examples", "constraintMessages", "staffScope", "updatedAtColumn"];

/**
 * The browser gets resource files (schemas/resources/*.json) without their test fixtures and
 * database constraint messages: a third of their size, in the chunk every signed-in page loads.
 */
function resourceFilesForTheBrowser(): Plugin {
  return {
    name: "matric:resource-files-for-the-browser",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]schemas[\\/]resources[\\/][^\\/]+\.json$/.test(id)) return null;
      const file = JSON.parse(code) as Record<string, unknown>;
      for (const key of SERVER_ONLY_KEYS) delete file[key];
      return { code: JSON.stringify(file), map: null };
    },
  };
}

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
