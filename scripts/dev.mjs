// npm run dev: the API with restart-on-change on API_PORT (3000) and Vite with hot reload on 5173,
// which proxies /api to it.
import { spawn, spawnSync } from "node:child_process";
import { root } from "./clientBuild.mjs";

const apiPort = process.env.API_PORT ?? "3000";
// `npm run dev` is development by its name; a NODE_ENV that is set is passed on as it is.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || "development" };
// Forms validate with precompiled validators where they exist (run again after editing schemas).
spawnSync(process.execPath, ["--import", "tsx", "scripts/build-validators.ts"], {
  cwd: root,
  stdio: "inherit",
});
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: apiPort },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
