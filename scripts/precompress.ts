// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file in dist/ worth compressing,
// so npm start (and nginx's gzip_static) sends them as they are instead of compressing each
// answer again: compressing a page on every request cost four fifths of the server's page rate.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);
/** Smaller files gain nothing worth a second request's bytes. */
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : filesIn(path);
    return COMPRESSIBLE.has(extname(entry.name)) && !entry.name.startsWith("_") && statSync(path).size >= SMALLEST ? [path] : [];
  });
}

export async function precompress(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = filesIn(distDir);
  let bytes = 0;
  let brotliBytes = 0;
  // zlib's async calls run on libuv's worker threads, several at once.
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      bytes += raw.length;
      brotliBytes += br.length;
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const { files, bytes, brotliBytes } = await precompress(resolve("dist"));
  console.log(
    `Compressed ${files} files in dist/ (${(bytes / 1e6).toFixed(1)} MB, ${(brotliBytes / 1e6).toFixed(1)} MB as Brotli) in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
  );
}
