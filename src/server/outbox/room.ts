// The room the leads not yet handled take on the disk, kept as a running count so that no request
// waits for the outbox to be counted: each file's size is known, a lead stored adds its files, and
// a file moved or deleted by the owner (npm run leads -- done, mv, rm) is taken off when the folder
// watch reports it. The folder is counted in full only at start, and again off the request path:
// once a minute, and when the count says the outbox is full (a watch can miss events when many
// files move at once), at most once a second.
import { readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { onDisk } from "./limits.ts";
import type { LeadLog } from "./lead-log.ts";

/** Files being written are hidden (storage.ts): they become leads, or go, in a moment. */
const isCounted = (name: string) => !name.startsWith(".");

/** How often the folder is counted in full, in ms, besides when it looks full. */
const RECOUNT_EVERY_MS = 60_000;
/** Files looked at together after a watch event. */
const AT_ONCE = 16;

export interface RoomOptions {
  totalBytes: number;
  log: LeadLog;
  /** Watch the folder for files moved or deleted by others (tests may count by recounts alone). */
  watchFolder?: boolean;
}

export class OutboxRoom {
  /** Each counted file's room, and the count it was last seen in. */
  private readonly files = new Map<string, { bytes: number; seen: number }>();
  private bytes = 0;
  private generation = 0;
  private watcher?: FSWatcher;
  private readonly timer: NodeJS.Timeout;
  private readonly pending = new Set<string>();
  private draining = false;
  private recounting?: Promise<void>;
  private recountedAt = 0;
  private hasWarned = false;

  constructor(
    private readonly dir: string,
    private readonly options: RoomOptions,
  ) {
    this.countAtStart();
    this.timer = setInterval(() => void this.recount(), RECOUNT_EVERY_MS);
    this.timer.unref();
  }

  /** The leads not yet handled, in bytes on the disk. */
  get used(): number {
    return this.bytes;
  }

  /** Whether `bytes` more would pass the limit: counted again first (at most once a second) when the count says so. */
  async isFullFor(bytes: number): Promise<boolean> {
    if (this.bytes + bytes <= this.options.totalBytes) return false;
    if (Date.now() - this.recountedAt >= 1000) await this.recount();
    return this.bytes + bytes > this.options.totalBytes;
  }

  /** A lead's files were written: counted now, and the owner warned when the outbox nears full. */
  async added(names: string[]): Promise<void> {
    this.startWatching();
    await Promise.all(names.map((name) => this.check(name)));
    const share = this.bytes / this.options.totalBytes;
    if (share < 0.7) this.hasWarned = false;
    if (share < 0.8 || this.hasWarned) return;
    this.hasWarned = true;
    const mb = (n: number) => Math.round(n / 1048576);
    this.options.log.warn(
      { outbox: { bytes: this.bytes, totalBytes: this.options.totalBytes } },
      `The outbox is ${Math.round(share * 100)}% full (${mb(this.bytes)} of ${mb(this.options.totalBytes)} MB of leads not yet handled). Handle leads (npm run leads) or raise OUTBOX_MAX_MB; when it is full, new leads are refused and visitors are shown the phone number.`,
    );
  }

  /** Counts the folder in full, off the request path; calls made meanwhile share this one. */
  recount(): Promise<void> {
    this.recounting ??= this.countAll().finally(() => {
      this.recounting = undefined;
      this.recountedAt = Date.now();
    });
    return this.recounting;
  }

  close(): void {
    clearInterval(this.timer);
    this.watcher?.close();
  }

  private set(name: string, bytes: number | undefined): void {
    const before = this.files.get(name)?.bytes ?? 0;
    this.bytes += (bytes ?? 0) - before;
    if (bytes === undefined) this.files.delete(name);
    else this.files.set(name, { bytes, seen: ++this.generation });
  }

  /** Looks at one file: counted when it is there, taken off when it is gone. */
  private async check(name: string): Promise<void> {
    if (!isCounted(name)) return;
    const found = await stat(join(this.dir, name)).catch(() => undefined);
    this.set(name, found?.isFile() ? onDisk(found.size, found.blocks) : undefined);
  }

  /** The first count, when the server starts: it may take a while on a large outbox, before any request. */
  private countAtStart(): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names.filter(isCounted)) {
      const found = statSync(join(this.dir, name), { throwIfNoEntry: false });
      if (found?.isFile()) this.set(name, onDisk(found.size, found.blocks));
    }
    this.startWatching();
  }

  private async countAll(): Promise<void> {
    const startedAt = this.generation;
    let listed: string[];
    try {
      listed = (await readdir(this.dir)).filter(isCounted);
    } catch {
      return;
    }
    const present = new Set(listed);
    // Files seen since this count began are left alone: the listing may predate them.
    for (const [name, { seen }] of this.files)
      if (seen <= startedAt && !present.has(name)) this.set(name, undefined);
    const unknown = listed.filter((name) => !this.files.has(name));
    for (let at = 0; at < unknown.length; at += AT_ONCE)
      await Promise.all(unknown.slice(at, at + AT_ONCE).map((name) => this.check(name)));
  }

  /** Files the owner moves or deletes are taken off as the folder's watch reports them. */
  private startWatching(): void {
    if (this.watcher || this.options.watchFolder === false) return;
    try {
      this.watcher = watch(this.dir, { persistent: false }, (_event, name) => {
        if (name && isCounted(name)) this.pending.add(name);
        void this.drain();
      });
      this.watcher.on("error", () => {
        this.watcher?.close();
        this.watcher = undefined;
      });
    } catch {
      // No watch on this file system: the recounts keep the count right.
    }
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.pending.size) {
        const batch: string[] = [];
        for (const name of this.pending) {
          batch.push(name);
          if (batch.length === AT_ONCE) break;
        }
        for (const name of batch) this.pending.delete(name);
        await Promise.all(batch.map((name) => this.check(name)));
      }
    } finally {
      this.draining = false;
    }
  }
}
