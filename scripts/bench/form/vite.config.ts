// Builds the form benchmark page (scripts/bench/form/page) for scripts/bench/form.mjs: a production build, so
// React and rjsf run as they do for applicants. Same React plugin and target as vite.config.ts.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: here("./page"),
  base: "./",
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: here("../../../dist/bench-form"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
  },
  logLevel: "warn",
});
