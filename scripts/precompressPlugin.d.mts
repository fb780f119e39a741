import type { Plugin } from "vite";

/** Writes the .br and .gz copies of the text files under `dir`; answers how many files it compressed. */
export function precompress(dir: string): Promise<number>;
export function precompressClient(): Plugin;
