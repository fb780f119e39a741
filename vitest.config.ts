import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two cores: keep the worker count low so PGlite start-ups don't starve each other.
export default defineConfig({
  plugins: [react()],
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["src/**/*.test.tsx", "tests/component/**/*.test.tsx"],
          environment: "jsdom",
        },
      },
      {
        extends: true,
        test: { name: "server", include: ["tests/server/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
