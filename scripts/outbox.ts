// The embedded lead outbox of npm start. It answers POST /api/v1.0/email/send as the e-mail
// provider does, and keeps each lead as a JSON file (and its photo beside it) in a folder that
// is never served. A lead it answered "OK" to is on disk: written to a temporary file, flushed,
// then renamed into place.
import type { IncomingMessage, ServerResponse } from "node:http";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { dirname, join, relative, resolve } from "node:path";
import { parse } from "yaml";
import { DEFAULT_MAX_REQUEST_KB } from "../src/site/delivery.ts";

export const OUTBOX_PATH = "/api/v1.0/email/send";
/** Room for the provider's own fields around the template params. */
const ENVELOPE_BYTES = 16 * 1024;
/** Past this, stop reading and drop the connection rather than hold a flood in memory. */
const DISCARD_AFTER_BYTES = 64 * 1024 * 1024;

export interface OutboxOptions {
  /** Where leads are written. Must not be inside the served folder. */
  dir: string;
  /** The largest template params accepted, as the provider's variables size limit. */
  maxRequestBytes: number;
  log?: (line: string) => void;
  /** Sent with every answer, as with the site's pages: the security headers of dist/_headers. */
  headers?: Record<string, string>;
  limits?: Partial<OutboxLimits>;
}

/** How much one client, and all of them together, may send: past these, leads are refused, not stored. */
export interface OutboxLimits {
  /** Leads from one address in a minute: a visitor sends one, a family perhaps two. */
  leadsPerMinute: number;
  /** Bytes of leads from one address in an hour: some dozens of leads with photos. */
  bytesPerHour: number;
  /** Everything in the outbox together; past it the disk is kept for what is already there. */
  totalBytes: number;
}

export const DEFAULT_LIMITS: OutboxLimits = { leadsPerMinute: 5, bytesPerHour: 2 * 1024 * 1024, totalBytes: 1024 * 1024 * 1024 };

/** What each address sent recently: the time and size of each lead, for the limits above. */
class Recent {
  private readonly sent = new Map<string, { at: number; bytes: number }[]>();
  constructor(private readonly limits: OutboxLimits) {}
  /** Why this address may not send a lead of `bytes` now, or undefined. */
  refusal(address: string, bytes: number, now = Date.now()): string | undefined {
    const kept = (this.sent.get(address) ?? []).filter((lead) => now - lead.at < 3_600_000);
    this.sent.set(address, kept);
    // Forget addresses that have been quiet for an hour, so the map cannot grow without end.
    if (this.sent.size > 10_000) for (const [key, leads] of this.sent) if (!leads.length) this.sent.delete(key);
    if (kept.filter((lead) => now - lead.at < 60_000).length >= this.limits.leadsPerMinute) return "Too Many Requests. Please wait a minute before sending again";
    if (kept.reduce((sum, lead) => sum + lead.bytes, 0) + bytes > this.limits.bytesPerHour) return "Too Many Requests. This address has sent as much as an hour allows";
    return undefined;
  }
  record(address: string, bytes: number, now = Date.now()): void {
    this.sent.set(address, [...(this.sent.get(address) ?? []), { at: now, bytes }]);
  }
}

/** The bytes of the files in a folder (not below it). */
function folderBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => (entry.isFile() ? sum + statSync(join(dir, entry.name)).size : sum), 0);
}

export interface StoredLead {
  receivedAt: string;
  serviceId: string;
  templateId: string;
  libVersion: string;
  params: Record<string, unknown>;
  /** The photo written beside this file, when the lead carried one. */
  photoFile?: string;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_AFTER_BYTES) return req.destroy();
      if (size <= limit) chunks.push(chunk);
    });
    // Read to the end before answering, so the browser sees the status and not a reset.
    req.on("end", () => (size > limit ? reject(new Refusal(413, `Request Entity Too Large. The largest request accepted is ${Math.round(limit / 1024)}Kb`)) : resolve(Buffer.concat(chunks))));
    req.on("error", reject);
  });
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The request's fields, checked as the provider checks them, with its wording. */
function parseRequest(body: Buffer, maxParamsBytes: number): { serviceId: string; templateId: string; libVersion: string; params: Record<string, unknown> } {
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(body.toString("utf8"));
  } catch {
    throw new Refusal(400, "The request body is not valid JSON");
  }
  if (!request || typeof request !== "object" || Array.isArray(request)) throw new Refusal(400, "The request body must be a JSON object");
  if (!isText(request.user_id)) throw new Refusal(400, "The Public Key is invalid");
  if (!isText(request.service_id)) throw new Refusal(400, "The service ID is invalid");
  if (!isText(request.template_id)) throw new Refusal(400, "The template ID is invalid");
  const params = request.template_params;
  if (!params || typeof params !== "object" || Array.isArray(params)) throw new Refusal(400, "The template params must be an object");
  const size = Buffer.byteLength(JSON.stringify(params));
  if (size > maxParamsBytes) throw new Refusal(413, `Variables size limit. The maximum allowed variables size is ${Math.round(maxParamsBytes / 1024)}Kb`);
  return { serviceId: request.service_id, templateId: request.template_id, libVersion: String(request.lib_version ?? ""), params: params as Record<string, unknown> };
}

/** Names of files being written: hidden, so nothing mistakes a part-written lead for one. */
const TEMPORARY = /^\..+\.[0-9a-f]{8}\.tmp$/;

/** Flushes a folder's list of names to the disk, so a file renamed into it stays after a power cut. */
function syncFolder(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a file so that it is either whole under its name or not there at all: every byte written
 * and flushed, then renamed into place and the folder flushed. A full disk is answered 507, so
 * the visitor's form keeps everything and offers the phone.
 */
function writeWhole(dir: string, name: string, data: Buffer | string): void {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const temporary = join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    const fd = openSync(temporary, "wx");
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, join(dir, name));
    syncFolder(dir);
  } catch (error) {
    rmSync(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOSPC" || code === "EDQUOT") throw new Refusal(507, "Insufficient Storage. The lead could not be stored");
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

/**
 * Makes the outbox folder ready at start: created, writable (a file written, flushed and removed),
 * and rid of files a stopped server left half-written. Throws a message that says what to do.
 */
export function prepareOutbox(dir: string): { removed: number } {
  try {
    makeFolder(dir);
    const leftovers = readdirSync(dir).filter((name) => TEMPORARY.test(name));
    for (const name of leftovers) rmSync(join(dir, name), { force: true });
    const probe = join(dir, `.write-check.${randomBytes(4).toString("hex")}.tmp`);
    writeFileSync(probe, "ok");
    const fd = openSync(probe, "r");
    fsyncSync(fd);
    closeSync(fd);
    rmSync(probe);
    return { removed: leftovers.length };
  } catch (error) {
    throw new Error(`The lead outbox ${dir} cannot be written (${(error as Error).message}). Leads sent now would be lost, so the server does not start. Set OUTBOX_DIR to a folder this user may write, or fix the folder's permissions.`);
  }
}

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/;
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

/** Stores one lead; returns the name of its JSON file and what it holds. */
export function storeLead(dir: string, lead: Omit<StoredLead, "photoFile">): { file: string; stored: StoredLead } {
  makeFolder(dir);
  const kind = String(lead.params.inquiryType ?? lead.templateId).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "lead";
  const base = `${lead.receivedAt.replace(/[:.]/g, "-")}-${kind}-${randomBytes(3).toString("hex")}`;
  const stored: StoredLead = { ...lead };
  for (const value of Object.values(lead.params)) {
    const photo = typeof value === "string" ? DATA_URL.exec(value) : null;
    if (!photo) continue;
    stored.photoFile = `${base}.photo.${EXTENSION[photo[1]] ?? "img"}`;
    writeWhole(dir, stored.photoFile, Buffer.from(photo[2], "base64"));
    break;
  }
  // The JSON goes last: when it is there, so is its photo.
  writeWhole(dir, `${base}.json`, JSON.stringify(stored, null, 2) + "\n");
  return { file: `${base}.json`, stored };
}

/**
 * A visitor's words as one safe piece of a log line: control characters, line and paragraph
 * separators and bidirectional overrides are shown as \u escapes, so a lead can neither start a
 * line of its own in the terminal nor send it escape codes; and it is cut at 120 characters.
 */
export function printable(value: unknown): string {
  const text = String(value).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

function summary(lead: StoredLead, file: string, dir: string): string {
  const p = Object.fromEntries(Object.entries(lead.params).map(([key, value]) => [key, typeof value === "string" && value.startsWith("data:image/") ? value : printable(value)]));
  const photo = lead.photoFile ? `, photo ${Math.ceil(Buffer.byteLength(String(Object.values(p).find((v) => typeof v === "string" && v.startsWith("data:image/")) ?? "")) / 1024)} kB` : "";
  // The choices made in the form's lists (option values such as drain-cleaning) say what the lead is about.
  const choices = Object.entries(p).flatMap(([key, value]) => (!["name", "phone", "email", "inquiryType", "hasAttachment"].includes(key) && typeof value === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? [`, ${value}`] : []));
  return `Lead received: ${p.inquiryType ?? printable(lead.templateId)} from ${p.name ?? "?"}, ${p.phone ?? "no phone"}, ${p.email ?? "no e-mail"}${choices.join("")}${photo} -> ${join(relative(process.cwd(), dir) || ".", file)}`;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/** The request handler for POST /api/v1.0/email/send. */
export function createOutbox({ dir, maxRequestBytes, log = console.log, headers = {}, limits = {} }: OutboxOptions) {
  const { totalBytes, ...perClient } = { ...DEFAULT_LIMITS, ...limits };
  const recent = new Recent({ totalBytes, ...perClient });
  let stored = folderBytes(dir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const answer = (status: number, text: string) => {
      res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(text);
    };
    try {
      // Only the e-mail SDK's own request: JSON (a form on another site can post text/plain
      // without asking first, JSON it cannot), from a page of this site.
      if (!/^application\/json\s*(;|$)/i.test(String(req.headers["content-type"] ?? ""))) {
        req.resume();
        throw new Refusal(415, "Unsupported Media Type. Send the lead as application/json");
      }
      const origin = req.headers.origin;
      // Behind a reverse proxy the site's own host arrives as X-Forwarded-Host (see DEPLOY.md).
      const ownHosts = [req.headers.host, ...String(req.headers["x-forwarded-host"] ?? "").split(",").map((h) => h.trim())].filter(Boolean);
      if (origin !== undefined && !ownHosts.includes(hostOf(origin))) {
        req.resume();
        throw new Refusal(403, "Forbidden. Leads are accepted from this site's own pages only");
      }
      const body = await readBody(req, maxRequestBytes + ENVELOPE_BYTES);
      const address = req.socket.remoteAddress ?? "unknown";
      const tooMuch = recent.refusal(address, body.length);
      if (tooMuch) throw new Refusal(429, tooMuch);
      if (stored + body.length > totalBytes) throw new Refusal(507, "Insufficient Storage. The outbox is full");
      const request = parseRequest(body, maxRequestBytes);
      const lead = { receivedAt: new Date().toISOString(), ...request };
      const { file, stored: kept } = storeLead(dir, lead);
      recent.record(address, body.length);
      stored += body.length;
      log(summary(kept, file, dir));
      answer(200, "OK");
    } catch (error) {
      if (error instanceof Refusal) return answer(error.status, error.text);
      console.error("The outbox could not store a lead:", error);
      answer(500, "The lead could not be stored. Please try again");
    }
  };
}

/** The variables size limit from site.config.yaml, as the built site uses it. */
export function configuredMaxRequestBytes(root: string): number {
  const config = parse(readFileSync(join(root, "site.config.yaml"), "utf8")) as { delivery?: { maxRequestKb?: number } };
  return (config.delivery?.maxRequestKb ?? DEFAULT_MAX_REQUEST_KB) * 1024;
}
