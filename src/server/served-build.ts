// The build npm start serves: a snapshot of dist/ taken when a build is complete, so pages keep
// coming whole while npm run build empties and rewrites dist/. The snapshot is made of hard
// links (a copy where links cannot be made), which takes a few milliseconds: every build writes
// new files, so the snapshot keeps the old ones for as long as it is served.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join, resolve } from "node:path";

/** Written last by npm run build (scripts/finish-build.ts): its presence says dist/ is whole. */
export const BUILD_COMPLETE = ".build-complete";

/** Where the newest complete build is kept, beside dist/: a failed build never touches it. */
export const LAST_COMPLETE = join(".build", "last-complete");

/** Marks dist/ as a whole build, with an id of its own. */
export function markBuildComplete(distDir: string): string {
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;
  // A new file, never the old marker written over: the old one may be linked into a kept build.
  rmSync(join(distDir, BUILD_COMPLETE), { force: true });
  writeFileSync(join(distDir, BUILD_COMPLETE), `${id}\n`);
  return id;
}

/**
 * Keeps a whole build as the last complete one (hard links, so it takes a moment and little disk),
 * for npm start to serve when a later build fails. Laid out beside it and swapped in by renaming,
 * so a server reading it never finds it half made.
 */
export function keepLastComplete(distDir: string, keptDir: string): void {
  const id = completeBuildOf(distDir);
  if (!id) throw new Error(`${distDir} is not a complete build, so it is not kept.`);
  const [fresh, old] = [`${keptDir}.new`, `${keptDir}.old`];
  rmSync(fresh, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  mirror(distDir, fresh, (name) => name !== BUILD_COMPLETE);
  writeFileSync(join(fresh, BUILD_COMPLETE), `${id}\n`);
  if (existsSync(keptDir)) renameSync(keptDir, old);
  renameSync(fresh, keptDir);
  rmSync(old, { recursive: true, force: true });
}

/** The id of the complete build in a folder; undefined when the folder holds none, or a build not finished. */
export const completeBuildOf = (distDir: string): string | undefined => {
  try {
    return readFileSync(join(distDir, BUILD_COMPLETE), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
};

/** Mirrors a folder with hard links, or copies when the two are on different disks. */
function mirror(from: string, to: string, isKept: (name: string) => boolean = () => true): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (!isKept(entry.name)) continue;
    if (entry.isDirectory()) mirror(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch (error) {
        if (
          (error as NodeJS.ErrnoException).code !== "EXDEV" &&
          (error as NodeJS.ErrnoException).code !== "EPERM"
        )
          throw error;
        copyFileSync(source, target);
      }
    }
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

export interface ServedBuildOptions {
  /** Where snapshots are kept; by default .build/serving/ beside dist/. */
  snapshotsDir?: string;
  /** How long a replaced snapshot stays, for answers still being sent from it. */
  graceMs?: number;
  /** Told when a newer build is taken up. */
  onSwitch?: (id: string) => void;
}

export class ServedBuild {
  readonly distDir: string;
  private readonly snapshotsDir: string;
  private readonly graceMs: number;
  private readonly onSwitch?: (id: string) => void;
  private current: { id: string; root: string } | undefined;
  private readonly retiring = new Set<NodeJS.Timeout>();
  /** This server's own folder of snapshots, named for its process so a later start can tidy after a killed one. */
  private readonly ownDir: string;

  constructor(
    distDir: string,
    { snapshotsDir, graceMs = 30_000, onSwitch }: ServedBuildOptions = {},
  ) {
    this.distDir = resolve(distDir);
    // Beside the project's .build/ folder: inside it when the build served is kept there (npm start).
    const besideDist = dirname(this.distDir);
    this.snapshotsDir = resolve(
      snapshotsDir ??
        (basename(besideDist) === ".build"
          ? join(besideDist, "serving")
          : join(besideDist, ".build", "serving")),
    );
    this.graceMs = graceMs;
    this.onSwitch = onSwitch;
    this.ownDir = join(this.snapshotsDir, `${process.pid}-${randomBytes(3).toString("hex")}`);
    this.removeOrphans();
    if (!existsSync(join(this.distDir, "index.html")) && !completeBuildOf(this.distDir)) {
      throw new Error(
        `${this.distDir} holds no built site. Run npm run build first (npm start does it for you).`,
      );
    }
    // A dist/ built before builds were marked complete is taken as it is.
    this.take(completeBuildOf(this.distDir) ?? "unmarked");
  }

  /** The folder answers are read from now. */
  get root(): string {
    return this.current!.root;
  }

  get id(): string {
    return this.current!.id;
  }

  /** Takes up dist/ when a newer whole build is there; while a build is running, keeps the old one. */
  refresh(): boolean {
    const id = completeBuildOf(this.distDir);
    if (!id || id === this.current?.id) return false;
    this.take(id);
    this.onSwitch?.(id);
    return true;
  }

  /** Removes this server's snapshots. */
  close(): void {
    for (const timer of this.retiring) clearTimeout(timer);
    rmSync(this.ownDir, { recursive: true, force: true });
  }

  private take(id: string): void {
    const root = join(this.ownDir, `${id}-${randomBytes(3).toString("hex")}`);
    mirror(this.distDir, root);
    // dist/ changed while it was mirrored: a build started meanwhile. Keep what is served now.
    if (this.current && completeBuildOf(this.distDir) !== id)
      return void rmSync(root, { recursive: true, force: true });
    const previous = this.current;
    this.current = { id, root };
    if (previous) {
      const timer = setTimeout(() => {
        this.retiring.delete(timer);
        rmSync(previous.root, { recursive: true, force: true });
      }, this.graceMs);
      timer.unref();
      this.retiring.add(timer);
    }
  }

  /** Snapshots left by servers that were stopped without closing (killed, or the machine restarted). */
  private removeOrphans(): void {
    if (!existsSync(this.snapshotsDir)) return;
    for (const name of readdirSync(this.snapshotsDir)) {
      const pid = Number(name.split("-")[0]);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid))
        rmSync(join(this.snapshotsDir, name), { recursive: true, force: true });
    }
  }
}
