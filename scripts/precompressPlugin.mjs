// A Vite plugin: after the build, every text file of the client gets a brotli (.br) and a gzip
// (.gz) copy beside it, made once at the highest quality, which the server hands out by the
// browser's Accept-Encoding (src/server/app.ts, @fastify/static `preCompressed`).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a file goes out as it is (the server's own threshold for answers too). */
const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Writes the .br and .gz copies of the text files under `dir`; answers how many files it compressed. */
export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file));
  let count = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

export function precompressClient() {
  let outDir = "dist";
  return {
    name: "matric-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
