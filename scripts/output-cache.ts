// What the build makes once and keeps for the next build: pages drawn and files compressed, each
// stored under .build/cache/<kind>/ by the hash of what it was made from, and linked into dist/.
// A page whose data, words and code did not change is not drawn again, and a file that did not
// change is not compressed again. dist/ is still laid out afresh: every file there is a new link
// (never a file written over), so the last complete build kept by hard links stays whole.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

export const hashOf = (...parts: (string | Buffer)[]): string => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 40);
};

export class OutputCache {
  readonly dir: string;
  /** The entries this build used: what prune() keeps. */
  readonly used = new Set<string>();

  constructor(root: string, kind: string) {
    this.dir = join(root, ".build/cache", kind);
    mkdirSync(this.dir, { recursive: true });
  }

  path(key: string): string {
    return join(this.dir, key);
  }

  has(key: string): boolean {
    return existsSync(this.path(key));
  }

  /** Stores an entry whole or not at all: written beside it, then renamed into place. */
  put(key: string, data: string | Buffer): void {
    const temporary = `${this.path(key)}.${process.pid}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, this.path(key));
  }

  /** Puts the entry at `target` as a new link (a copy on another disk), replacing what was there. */
  linkTo(key: string, target: string): void {
    this.used.add(key);
    mkdirSync(dirname(target), { recursive: true });
    rmSync(target, { force: true });
    try {
      linkSync(this.path(key), target);
    } catch {
      copyFileSync(this.path(key), target);
    }
  }

  /** Removes the entries no build used since `keep` was gathered, so the cache holds one build's output. */
  prune(keep: Iterable<string> = this.used): number {
    const kept = new Set(keep);
    let removed = 0;
    for (const name of readdirSync(this.dir))
      if (!kept.has(name)) {
        rmSync(join(this.dir, name), { force: true });
        removed++;
      }
    return removed;
  }
}
