// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file in dist/ worth compressing,
// so npm start (and nginx's gzip_static) sends them as they are instead of compressing each
// answer again: compressing a page on every request cost four fifths of the server's page rate.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { hashOf, OutputCache } from "./output-cache.ts";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { runAsCommand } from "./command-line.ts";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
/** Smaller files gain nothing worth a second request's bytes. */
const SMALLEST = 1024;

/**
 * Brotli's quality 8: on the real site's 25 MB of pages and code, quality 9 took 5.4-6.8 CPU s and
 * 8 took 0.6 s, for 0.2% more bytes (3.541 MB against 3.534 MB); 11 took 30 s to save 8%.
 */
const BROTLI_QUALITY = 8;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : filesIn(path);
    return COMPRESSIBLE.has(extname(entry.name)) &&
      !entry.name.startsWith("_") &&
      statSync(path).size >= SMALLEST
      ? [path]
      : [];
  });
}

/**
 * Compresses every file worth it, a few at a time, so memory stays the same however many pages
 * there are. A file compressed by an earlier build (the same bytes) is linked from the cache under
 * .build/cache/compressed/ instead of compressed again.
 */
export async function precompress(
  distDir: string,
  root = resolve(distDir, ".."),
): Promise<{ files: number; bytes: number; brotliBytes: number; compressed: number }> {
  const files = filesIn(distDir);
  const cache = new OutputCache(root, "compressed");
  let bytes = 0;
  let brotliBytes = 0;
  let compressed = 0;
  let next = 0;
  const one = async (file: string) => {
    const raw = readFileSync(file);
    const key = hashOf(raw);
    if (!cache.has(`${key}.br`) || !cache.has(`${key}.gz`)) {
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      cache.put(`${key}.br`, br);
      cache.put(`${key}.gz`, gz);
      compressed++;
    }
    cache.linkTo(`${key}.br`, `${file}.br`);
    cache.linkTo(`${key}.gz`, `${file}.gz`);
    bytes += raw.length;
    brotliBytes += statSync(`${file}.br`).size;
  };
  // zlib's async calls run on libuv's worker threads: a few files at once keep them all busy.
  const lanes = Array.from({ length: Math.max(4, availableParallelism() * 2) }, async () => {
    while (next < files.length) await one(files[next++]);
  });
  await Promise.all(lanes);
  cache.prune();
  return { files: files.length, bytes, brotliBytes, compressed };
}

/** The command, and a step of the build: returns the exit code. */
export async function main(): Promise<number> {
  const started = performance.now();
  const { files, bytes, brotliBytes, compressed } = await precompress(
    resolve("dist"),
    process.cwd(),
  );
  console.log(
    `Compressed ${files} files in dist/ (${(bytes / 1e6).toFixed(1)} MB, ${(brotliBytes / 1e6).toFixed(1)} MB as Brotli) in ${((performance.now() - started) / 1000).toFixed(1)}s; ${compressed} compressed, the rest unchanged since the last build.`,
  );
  return 0;
}

await runAsCommand(import.meta.url, main);
