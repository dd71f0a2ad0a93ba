// The outbox's folder: each lead a JSON file (and its photo, once, a file beside it), written whole
// or not at all. A lead answered "OK" is on the disk: every byte written and flushed, renamed into
// place, and the folder flushed.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import {
  decodePhoto,
  photoTypeOf,
  type PhotoType,
} from "../../leads/kinds/photo-bytes.ts";
import { Refusal } from "./refusal.ts";

export interface StoredLead {
  receivedAt: string;
  serviceId: string;
  templateId: string;
  libVersion: string;
  /** The form's fields as sent, less the photo, which is kept as photoFile. */
  params: Record<string, string>;
  /** The photo written beside this file, when the lead carried one. */
  photoFile?: string;
}

/** Names of files being written: hidden, so nothing mistakes a part-written lead for one. */
const TEMPORARY = /^\..+\.[0-9a-f]{8}\.tmp$/;

/** Flushes a folder's list of names to the disk, so a file renamed into it stays after a power cut. */
async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Writes a file so that it is either whole under its name or not there at all: every byte written
 * and flushed, then renamed into place and the folder flushed. A full disk is answered 507, so
 * the visitor's form keeps everything and offers the phone. The writing and flushing run on
 * Node's worker threads, so pages are served meanwhile. Not write-file-atomic (6.0): it flushes
 * the file but not the folder, so a lead renamed into place could be gone after a power cut, and
 * it names its temporary file beside the lead (lead.json.1234), where npm run leads would list it.
 */
async function writeWhole(dir: string, name: string, data: Buffer | string): Promise<void> {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const temporary = join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  let file: FileHandle | undefined;
  try {
    file = await open(temporary, "wx");
    for (let written = 0; written < bytes.length;)
      written += (await file.write(bytes, written, bytes.length - written)).bytesWritten;
    await file.sync();
    await file.close();
    file = undefined;
    await rename(temporary, join(dir, name));
    await syncFolder(dir);
  } catch (error) {
    await file?.close().catch(() => {});
    await rm(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOSPC" || code === "EDQUOT")
      throw new Refusal(507, "Insufficient Storage. The lead could not be stored");
    throw error;
  }
}

/**
 * Creates a folder and its parents one level at a time. (Node's recursive mkdir never returns for
 * a path under /proc, which stalled the server's start.)
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = resolve(dir); !existsSync(at); at = dirname(at)) missing.unshift(at);
  for (const folder of missing) mkdirSync(folder);
}

/** A lead's photo: the lead's name, then .photo.jpg (or .png, .webp). */
const PHOTO_FILE = /\.photo\.[a-z0-9]+$/;

/**
 * Makes the outbox folder ready at start: created, writable (a file written, flushed and removed),
 * and rid of files a stopped server left half-written. Throws a message that says what to do.
 */
export function prepareOutbox(dir: string): { removed: number } {
  try {
    makeFolder(dir);
    const names = readdirSync(dir);
    // Half-written files, and photos whose lead was never written (so never answered OK).
    const leftovers = names.filter(
      (name) =>
        TEMPORARY.test(name) ||
        (PHOTO_FILE.test(name) && !names.includes(name.replace(PHOTO_FILE, ".json"))),
    );
    for (const name of leftovers) rmSync(join(dir, name), { force: true });
    const probe = join(dir, `.write-check.${randomBytes(4).toString("hex")}.tmp`);
    writeFileSync(probe, "ok");
    const fd = openSync(probe, "r");
    fsyncSync(fd);
    closeSync(fd);
    rmSync(probe);
    return { removed: leftovers.length };
  } catch (error) {
    throw new Error(
      `The lead outbox ${dir} cannot be written (${(error as Error).message}). Leads sent now would be lost, so the server does not start. Set OUTBOX_DIR to a folder this user may write, or fix the folder's permissions.`,
    );
  }
}

/** The file ending of each kept photo type, detected from the photo's bytes. */
const PHOTO_ENDINGS: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Stores one lead: its photo, once, as a file, then the JSON that names it. Only the form's photo
 * fields (`photoFields`) may hold a photo: it must be a JPEG, PNG or WebP, and is named by the type
 * its bytes show. Every other field is kept as the text it is. The files are named by the time,
 * the form's `title` (its name in the owner's words) or else the template id, and a random part.
 * Returns the JSON's name and what it holds.
 */
export async function storeLead(
  dir: string,
  lead: Omit<StoredLead, "photoFile">,
  { photoFields = [], title }: { photoFields?: readonly string[]; title?: string } = {},
): Promise<{ file: string; stored: StoredLead }> {
  makeFolder(dir);
  const kind =
    (title ?? lead.templateId)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "lead";
  const base = `${lead.receivedAt.replace(/[:.]/g, "-")}-${kind}-${randomBytes(3).toString("hex")}`;
  const params = { ...lead.params };
  const stored: StoredLead = { ...lead, params };
  for (const name of photoFields) {
    if (!params[name]) continue;
    const photo = decodePhoto(params[name]);
    if (!photo)
      throw new Refusal(
        400,
        `The lead is not one this site's forms send: template_params.${name} is not a JPEG, PNG or WebP photo`,
      );
    stored.photoFile = `${base}.photo.${PHOTO_ENDINGS[photoTypeOf(photo.bytes)!]}`;
    await writeWhole(dir, stored.photoFile, photo.bytes);
    delete params[name];
    break;
  }
  // The JSON goes last: when it is there, so is its photo. When it cannot be written (a full
  // disk), the photo goes too: nothing was answered OK, so nothing is left for the owner to find.
  try {
    await writeWhole(dir, `${base}.json`, JSON.stringify(stored, null, 2) + "\n");
  } catch (error) {
    if (stored.photoFile) await rm(join(dir, stored.photoFile), { force: true });
    throw error;
  }
  return { file: `${base}.json`, stored };
}
