// The worker thread that reads one uploaded file (sheetReader.ts starts it). Workers do not inherit
// the server's TypeScript loader, so this plain module registers tsx before loading the reader.
import { register } from "tsx/esm/api";

register();
await import("./sheetWorkerMain.ts");
