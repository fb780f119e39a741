// The worker thread that repaints JPEGs (jpegRepaint.ts starts it): decoding and encoding a phone
// photo takes seconds of CPU, which must not stop the server answering everyone else meanwhile.
// Plain JavaScript: workers do not inherit the server's TypeScript loader.
import { parentPort } from "node:worker_threads";
import jpeg from "jpeg-js";

/** Larger pictures are refused: 50 megapixels is beyond any phone or scanner page a registry asks for. */
const MAX_MEGAPIXELS = 50;
const QUALITY = 88;

parentPort?.on("message", ({ id, bytes }) => {
  try {
    const picture = jpeg.decode(Buffer.from(bytes), {
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 1024,
      formatAsRGBA: true,
      tolerantDecoding: false,
    });
    if (!picture.width || !picture.height) throw new Error("no picture");
    const painted = jpeg.encode(picture, QUALITY).data;
    parentPort?.postMessage({ id, bytes: painted });
  } catch {
    parentPort?.postMessage({ id, failed: true });
  }
});
