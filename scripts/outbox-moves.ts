// Moving leads (and reviews) between the outbox folder and its subfolders, as npm run leads --
// done and npm run reviews do: each photo before its JSON, never over a file already there, and
// each folder flushed so a move stays after a power cut. Nothing here deletes a file.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync } from "node:fs";
import { basename, join } from "node:path";
import { folderPath, shownDir, type StoredEntry } from "./outbox-files.ts";

/** Flushes a folder's list of names, so a move stays after a power cut. Some systems cannot flush a folder; the move still stands. */
function syncFolder(folderDir: string): void {
  try {
    const fd = openSync(folderDir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not flushed: the rename is done, only its durability over a power cut is left to the system.
  }
}

/** Renames a file, refusing to replace one already at the target (a move never deletes). */
function moveFile(from: string, to: string): void {
  if (existsSync(to)) throw new Error(`${to} is there already, so ${from} was not moved over it.`);
  renameSync(from, to);
}

/**
 * Moves an entry's photo, then its JSON, into `<dir>/<folder>/` (created; "inbox" is the outbox
 * folder itself, to move one back). The photo goes first because npm start, when it starts,
 * removes a photo it finds in the outbox without its JSON: stopped halfway, this leaves the JSON
 * behind (its photo already moved), and running it again finishes the move. Returns the new paths.
 */
export function moveStored(
  entry: StoredEntry,
  dir: string,
  folder: string,
): { file: string; photoPath?: string } {
  return moveStoredMany([entry], dir, folder)[0];
}

/**
 * Moves many entries as moveStored moves one, each photo before its JSON, and flushes each folder
 * once at the end rather than once a lead: a thousand leads are moved in one pass.
 */
export function moveStoredMany(
  entries: StoredEntry[],
  dir: string,
  folder: string,
): { file: string; photoPath?: string }[] {
  const target = folderPath(dir, folder);
  mkdirSync(target, { recursive: true });
  const sources = new Set<string>();
  const moved = entries.map((entry) => {
    sources.add(folderPath(dir, entry.folder));
    return moveOne(entry, dir, target);
  });
  syncFolder(target);
  for (const source of sources) syncFolder(source);
  return moved;
}

function moveOne(
  entry: StoredEntry,
  dir: string,
  target: string,
): { file: string; photoPath?: string } {
  if (target === folderPath(dir, entry.folder))
    throw new Error(`${entry.id} is in ${shownDir(target)} already.`);
  const file = join(target, basename(entry.file));
  if (existsSync(file))
    throw new Error(`${file} is there already, so ${entry.file} was not moved over it.`);
  let photoPath: string | undefined;
  if (entry.photoPath) {
    photoPath = join(target, basename(entry.photoPath));
    // Already at the target when an earlier move stopped after the photo.
    if (existsSync(entry.photoPath)) moveFile(entry.photoPath, photoPath);
    else if (!existsSync(photoPath)) photoPath = undefined;
  }
  moveFile(entry.file, file);
  return { file, photoPath };
}
