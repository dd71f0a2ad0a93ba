// The leads (and reviews) npm start keeps in its outbox folder, as files to list, find and move:
// shared by npm run leads and npm run reviews. Each is one JSON file (src/server/outbox/storage.ts,
// storeLead), its photo beside it. Subfolders such as handled/ hold the ones already dealt with.
// Nothing here deletes a file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { StoredLead } from "../src/server/outbox/storage.ts";
import { formOfTemplateId } from "../src/site/resolve/delivery.ts";

/** The folder name given to the outbox folder itself, where new leads arrive. */
export const INBOX = "inbox";

/** One lead or review on disk. */
export interface StoredEntry {
  /** The file's name without .json, e.g. 2026-11-25T17-03-12-345Z-service-request-a1b2c3. */
  id: string;
  /** Absolute path of the JSON file. */
  file: string;
  /** Absolute path of the photo the lead names (beside the JSON), when it has one. */
  photoPath?: string;
  /** "inbox" for the outbox folder itself, else the subfolder's name (handled, published, ...). */
  folder: typeof INBOX | (string & {});
  lead: StoredLead;
  /** serviceRequest, purchaseInquiry, review, ...: the lead's own form field, else worked out from older fields. */
  form: string;
  receivedAt: Date;
}

export interface ListOptions {
  /** Subfolders to read besides the outbox folder itself, e.g. ["handled"]. */
  folders?: string[];
}

export interface Listing {
  /** Newest first. */
  entries: StoredEntry[];
  /** One message per file that could not be read as a lead; those files are left as they are. */
  unreadable: string[];
}

/** The outbox folder as npm start resolves it (src/server/start.ts): OUTBOX_DIR, else outbox/, from the current folder. */
export function outboxDir(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): string {
  return resolve(cwd, env.OUTBOX_DIR ?? "outbox");
}

/** A folder as people should see it in messages: relative to cwd when inside it, with a trailing slash (outbox/). */
export function shownDir(dir: string, cwd: string = process.cwd()): string {
  const path = relative(cwd, dir);
  const isInside = path !== ".." && !path.startsWith(`..${sep}`) && !isAbsolute(path);
  const shown = path === "" ? "." : isInside ? path : dir;
  return shown.endsWith(sep) ? shown : shown + sep;
}

/** The trailing 6 hex characters of an id: what people type to name a lead. */
export function shortId(id: string): string {
  return /-([0-9a-f]{6})$/.exec(id)?.[1] ?? id;
}

const camelCase = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join("");

/**
 * The form a lead came from. Files written before leads carried their form field are told apart
 * by the outbox's template id, else by their inquiry type (Service Request -> serviceRequest).
 */
export function formOf(lead: StoredLead): string {
  const { form, inquiryType } = lead.params;
  if (typeof form === "string" && form.trim()) return form.trim();
  // The outbox names each form's template after it (service-request is serviceRequest).
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(String(lead.templateId ?? "")))
    return formOfTemplateId(lead.templateId);
  return (
    (typeof inquiryType === "string" && camelCase(inquiryType)) ||
    camelCase(String(lead.templateId ?? "")) ||
    "lead"
  );
}

/** The folder a subfolder name stands for: the outbox itself for "inbox". Refuses names that would leave the outbox. */
export function folderPath(dir: string, folder: string): string {
  if (folder === INBOX) return dir;
  if (!folder || folder.startsWith(".") || /[\\/]/.test(folder))
    throw new Error(`${folder} is not a folder name inside the outbox.`);
  return join(dir, folder);
}

/** Why a parsed file is not a lead, or undefined when it is one. */
function problemWith(lead: unknown): string | undefined {
  if (!lead || typeof lead !== "object" || Array.isArray(lead)) return "it is not a JSON object";
  const { params, receivedAt } = lead as Partial<StoredLead>;
  if (!params || typeof params !== "object" || Array.isArray(params)) return "it has no params";
  if (typeof receivedAt !== "string" || Number.isNaN(Date.parse(receivedAt)))
    return "it has no receivedAt time";
  return undefined;
}

/** Reads one JSON file as an entry, or says why it cannot. */
function readEntry(folderDir: string, folder: string, name: string): StoredEntry | string {
  const file = join(folderDir, name);
  let lead: StoredLead;
  try {
    lead = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return `Skipped ${file}: it is not valid JSON (${(error as Error).message}). It was left as it is.`;
  }
  const problem = problemWith(lead);
  if (problem) return `Skipped ${file}: ${problem}. It was left as it is.`;
  // basename: the photo is always beside its JSON, whatever path the file names.
  const photoPath =
    typeof lead.photoFile === "string" && lead.photoFile
      ? join(folderDir, basename(lead.photoFile))
      : undefined;
  return {
    id: name.replace(/\.json$/, ""),
    file,
    photoPath,
    folder,
    lead,
    form: formOf(lead),
    receivedAt: new Date(lead.receivedAt),
  };
}

/** The JSON files directly in a folder. Names starting with "." are files the server is still writing. */
function jsonNames(folderDir: string): string[] {
  if (!existsSync(folderDir)) return [];
  return readdirSync(folderDir, { withFileTypes: true })
    .filter((item) => item.isFile() && item.name.endsWith(".json") && !item.name.startsWith("."))
    .map((item) => item.name);
}

/**
 * Every lead in the outbox folder (folder "inbox") and, when asked, in its subfolders, newest
 * first. A missing folder has none. A file that cannot be read is reported, never thrown.
 */
export function listStored(dir: string, { folders = [] }: ListOptions = {}): Listing {
  const entries: StoredEntry[] = [];
  const unreadable: string[] = [];
  for (const folder of [INBOX, ...folders.filter((f) => f !== INBOX)]) {
    const folderDir = folderPath(dir, folder);
    for (const name of jsonNames(folderDir)) {
      const entry = readEntry(folderDir, folder, name);
      if (typeof entry === "string") unreadable.push(entry);
      else entries.push(entry);
    }
  }
  // Ids start with the time, so they break ties between leads of the same millisecond.
  entries.sort(
    (a, b) =>
      b.receivedAt.getTime() - a.receivedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return { entries, unreadable };
}

export interface FindOptions extends ListOptions {
  /** Only entries this accepts can be found (npm run leads leaves reviews out). */
  accept?: (entry: StoredEntry) => boolean;
  /** What the entries are called in messages. */
  noun?: string;
  /** The command that lists them, for the message when none matches. */
  command?: string;
  /** Where the folder is shown from in messages. */
  cwd?: string;
}

/**
 * The one entry an id names: the whole id, its 6-hex suffix or the start of it (a file name or
 * path to it also does). Throws a plain message when none or several match.
 */
export function findStored(
  dir: string,
  idOrSuffix: string,
  {
    accept = () => true,
    noun = "lead",
    command = "npm run leads",
    cwd = process.cwd(),
    ...options
  }: FindOptions = {},
): StoredEntry {
  const wanted = basename(idOrSuffix.trim()).replace(/\.json$/, "");
  const entries = wanted ? listStored(dir, options).entries.filter(accept) : [];
  return pickStored(entries, idOrSuffix, { dir, noun, command, cwd });
}

/** The one entry of `entries` an id names (as findStored), from a listing already read. */
export function pickStored(
  entries: StoredEntry[],
  idOrSuffix: string,
  {
    dir,
    noun = "lead",
    command = "npm run leads",
    cwd = process.cwd(),
  }: FindOptions & { dir: string },
): StoredEntry {
  const wanted = basename(idOrSuffix.trim()).replace(/\.json$/, "");
  if (!wanted) entries = [];
  const exact = entries.filter((entry) => entry.id === wanted);
  const matches = exact.length
    ? exact
    : entries.filter(
        (entry) => entry.id.endsWith(`-${wanted.toLowerCase()}`) || entry.id.startsWith(wanted),
      );
  if (matches.length === 1) return matches[0];
  if (!matches.length)
    throw new Error(
      `No ${noun} with the id ${idOrSuffix} in ${shownDir(dir, cwd)}. Run ${command} to see the ids.`,
    );
  const listed = matches
    .map((entry) => `  ${entry.id}${entry.folder === INBOX ? "" : ` (in ${entry.folder}/)`}`)
    .join("\n");
  throw new Error(
    `The id ${idOrSuffix} matches ${matches.length} ${noun}s:\n${listed}\nType more of the id to pick one.`,
  );
}
