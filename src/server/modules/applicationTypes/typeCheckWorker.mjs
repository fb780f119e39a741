// The worker thread that checks application types for the editor (typeChecker.ts starts it).
// Workers do not inherit the server's TypeScript loader, so this plain module registers tsx first.
import { register } from "tsx/esm/api";

register();
await import("./typeCheckWorkerMain.ts");
