import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses the API's answers above a size for clients that accept it (most students are on a
 * phone over a slow network). Brotli at a low quality: on-the-fly compression must stay cheap on
 * result day; the client's files are compressed once at build time at the highest quality
 * (scripts/precompressPlugin.mjs) and served as they are by @fastify/static (`preCompressed`).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
