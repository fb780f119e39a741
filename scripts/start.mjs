// npm start: build the client when missing or stale, then run the server (migrations and, outside
// production, demo data happen at server start).
import { spawn } from "node:child_process";
import { ensureClientBuild, root } from "./clientBuild.mjs";
import { startEnvironment } from "./startEnvironment.mjs";

try {
  ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { env, note } = startEnvironment(process.env, process.stdout.isTTY === true);
if (note) console.log(note);
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
