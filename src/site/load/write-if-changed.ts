// Writing a generated file only when its text changes: npm run dev regenerates on every save and
// watches what it writes, so rewriting the same text would start it again, and again.
import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";

/**
 * Writes a file only when its text changes: npm run dev regenerates on every save and watches
 * schemas/, so rewriting the same text would start it again, and again. Says whether it wrote.
 */
export function writeIfChanged(file: string, text: string): boolean {
  const hash = createHash("sha1").update(text).digest("base64");
  const stat = statSync(file, { throwIfNoEntry: false });
  // A file this process wrote and nobody touched since is known by its hash, and not read again.
  const known = lastWritten.get(file);
  const unchanged =
    stat &&
    (known?.mtimeMs === stat.mtimeMs && known.size === stat.size
      ? known.hash === hash
      : readFileSync(file, "utf8") === text);
  if (!unchanged) writeFileSync(file, text);
  const now = unchanged ? stat : statSync(file);
  lastWritten.set(file, { hash, mtimeMs: now.mtimeMs, size: now.size });
  return !unchanged;
}
const lastWritten = new Map<string, { hash: string; mtimeMs: number; size: number }>();
