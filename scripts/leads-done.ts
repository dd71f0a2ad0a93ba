// npm run leads -- done: marks leads handled by moving them (each photo, then its JSON) into
// handled/, never deleting one. One id, many ids, every lead received before a day
// (--before 2026-11-01), or every lead (--all): the outbox is read once and the folders flushed
// once, so a thousand leads take one pass.
import { dirname, isAbsolute, relative } from "node:path";
import { printable } from "../src/site/check/terminal-text.ts";
import { UsageError, type Io } from "./cli.ts";
import { isLead } from "./leads-fields.ts";
import {
  INBOX,
  listStored,
  pickStored,
  shortId,
  shownDir,
  type StoredEntry,
} from "./outbox-files.ts";
import { moveStoredMany } from "./outbox-moves.ts";

export const HANDLED = "handled";

export interface DoneChoice {
  ids: string[];
  before?: string;
  all: boolean;
}

/** A path to show, and to paste into a shell: relative when under cwd, quoted when it needs it. */
export function shellPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
  return /^[\w./-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`;
}

/** --before's day (2026-11-01, the start of that day here) or moment (2026-11-01T14:00). */
export function parseBefore(value: string): Date {
  const day = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(value);
  const at = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : /^\s*\d{4}-\d{2}-\d{2}T/.test(value)
      ? new Date(value.trim())
      : new Date(NaN);
  if (Number.isNaN(at.getTime()))
    throw new UsageError(
      `--before takes a day as year-month-day, such as 2026-11-01 (or a moment, 2026-11-01T14:00), not "${printable(value)}".`,
    );
  return at;
}

/** Which leads the choice names: checked whole before any is moved, so a mistyped id moves nothing. */
function chosen(dir: string, choice: DoneChoice, io: Io): StoredEntry[] {
  const { entries } = listStored(dir, { folders: [HANDLED] });
  const leads = entries.filter(isLead);
  const waiting = leads.filter((entry) => entry.folder === INBOX);
  if (choice.all) return waiting;
  if (choice.before !== undefined) {
    const cutoff = parseBefore(choice.before);
    return waiting.filter((entry) => entry.receivedAt < cutoff);
  }
  const picked = new Map<string, StoredEntry>();
  for (const id of choice.ids) {
    const entry = pickStored(leads, id, { dir, cwd: io.cwd });
    if (entry.folder !== INBOX)
      throw new Error(
        `Lead ${shortId(entry.id)} is in ${shownDir(dirname(entry.file), io.cwd)} already: ${entry.file}. Nothing was moved.`,
      );
    picked.set(entry.id, entry);
  }
  return [...picked.values()];
}

/** Moves the chosen leads into handled/ and says how to undo it. */
export function markDone(dir: string, choice: DoneChoice, io: Io): number {
  const picked = chosen(dir, choice, io);
  if (!picked.length) {
    io.out(
      `No new leads${choice.before !== undefined ? ` received before ${choice.before.trim()}` : ""} in ${shownDir(dir, io.cwd)}: nothing was moved.`,
    );
    return 0;
  }
  const moved = moveStoredMany(picked, dir, HANDLED);
  if (picked.length === 1) {
    const [entry] = picked;
    const name = entry.lead.params.name ? ` (${printable(entry.lead.params.name)})` : "";
    io.out(
      `Lead ${shortId(entry.id)}${name} is marked handled: moved to ${shellPath(moved[0].file, io.cwd)}${moved[0].photoPath ? `, with its photo` : ""}. Nothing was deleted.`,
    );
    const files = [moved[0].photoPath, moved[0].file]
      .filter((f): f is string => Boolean(f))
      .map((f) => shellPath(f, io.cwd));
    io.out(
      `To undo, move ${files.length > 1 ? "both files" : "it"} back into ${shownDir(dir, io.cwd)}:  mv ${files.join(" ")} ${shellPath(dir, io.cwd)}/`,
    );
    return 0;
  }
  const photos = moved.filter((m) => m.photoPath).length;
  const handled = shownDir(dirname(moved[0].file), io.cwd);
  io.out(
    `${picked.length} leads are marked handled: moved to ${handled}${photos ? `, ${photos} with a photo` : ""}. Nothing was deleted.`,
  );
  io.out(
    `To undo one, move its files (its name starts with the time it arrived) from ${handled} back into ${shownDir(dir, io.cwd)}.`,
  );
  return 0;
}
