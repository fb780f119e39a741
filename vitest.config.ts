import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { resourceFilesForTheBrowser } from "./scripts/resourceFilesPlugin.mjs";
import { staffIndex } from "./scripts/staffIndexPlugin.mjs";

// Two cores: keep the worker count low so PGlite start-ups don't starve each other.
export default defineConfig({
  plugins: [react(), resourceFilesForTheBrowser(), staffIndex()],
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "screens/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/componentSetup.ts"],
        },
      },
      {
        extends: true,
        // Server tests create and migrate whole databases (every migration on
        // PGlite); on a busy two-core machine that alone can take half a minute.
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
