// The embedded lead outbox of npm start. It answers POST /api/v1.0/email/send as the e-mail
// provider does, and keeps each lead as a JSON file (and its photo, once, as a file beside it)
// in a folder that is never served. It keeps only what the site's own forms send (the schema
// npm run build writes), from the site's own pages. A lead it answered "OK" to is whole on disk:
// every byte written and flushed, renamed into place, and the folder flushed.
import { generatedSite } from "../src/site/generated-site.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
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
import { dirname, join, relative, resolve } from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import {
  decodePhoto,
  PHOTO_KEYWORD,
  photoTypeOf,
  type PhotoType,
} from "../src/leads/payload-schema.ts";
import { HONEYPOT_FIELD } from "../src/leads/honeypot.ts";
import { printable } from "../src/site/terminal-text.ts";
import {
  AllClients,
  DEFAULT_LIMITS,
  Recent,
  addressGroup,
  folderBytes,
  type OutboxLimits,
} from "./outbox-limits.ts";

export const OUTBOX_PATH = "/api/v1.0/email/send";
/** Room for the provider's own fields around the template params. */
export const ENVELOPE_BYTES = 16 * 1024;
/** A body over the limit is read and dropped up to this size, so the sender sees the 413 rather than a reset; past it the connection is closed. */
export const DISCARD_AFTER_BYTES = 64 * 1024 * 1024;

/** Where a lead's one line goes: pino's shape (npm start passes its logger), or the console's. */
export interface LeadLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const consoleLog: LeadLog = {
  info: (_fields, message) => console.log(message),
  warn: (_fields, message) => console.warn(message),
  error: (fields, message) => console.error(message, fields),
};

export interface OutboxOptions {
  /** Where leads are written. Must not be inside the served folder. */
  dir: string;
  /** The largest template params accepted, as the provider's variables size limit. */
  maxRequestBytes: number;
  log?: LeadLog;
  limits?: Partial<OutboxLimits>;
  /**
   * The JSON Schema of what the site's forms send (dist/_lead-payload.schema.json). Without it
   * only the provider's own checks are made. It also names each form's photo field.
   */
  payloadSchema?: object;
  /** Without a schema: the fields that may carry a photo. Every other field is kept as text, whatever it looks like. */
  photoFields?: string[];
}

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

/** A refused lead: the status and text the provider would answer, which the form explains to the visitor. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

/** One request to the outbox, as the server saw it. */
export interface LeadRequest {
  contentType?: string;
  origin?: string;
  /** The names this site is reached by: the Host header, and X-Forwarded-Host behind a proxy. */
  hosts: string[];
  /** The client's address, for its limits. */
  address: string;
  body: Buffer;
}

export interface Answer {
  status: number;
  text: string;
}

/**
 * The names a request says this site is reached by: its Host, and behind a trusted reverse proxy
 * (TRUST_PROXY, see DEPLOY.md) the X-Forwarded-Host it passes on. A lead's Origin must be one of them.
 */
export function siteHosts(
  headers: { host?: string; "x-forwarded-host"?: string | string[] },
  isBehindProxy: boolean,
): string[] {
  const forwarded = isBehindProxy
    ? String(headers["x-forwarded-host"] ?? "")
        .split(",")
        .map((h) => h.trim())
    : [];
  return [headers.host, ...forwarded].filter((h): h is string => Boolean(h));
}

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** A schema error in words: where, and what is wrong. */
function describe(error: ErrorObject): string {
  const where = error.instancePath.replace(/^\//, "").replace(/\//g, ".") || "the request";
  if (error.keyword === PHOTO_KEYWORD) return `${where} is not a JPEG, PNG or WebP photo`;
  if (error.keyword === "additionalProperties")
    return `${where} has a field no form of this site sends: ${(error.params as { additionalProperty: string }).additionalProperty}`;
  if (error.keyword === "enum" || error.keyword === "const")
    return `${where} is not a choice this site's forms offer`;
  return `${where} ${error.message}`;
}

/** Compiles the site's lead schema, with its photo check. */
export function compilePayloadSchema(schema: object): ValidateFunction {
  const ajv = new Ajv({ allErrors: false, strict: true });
  ajv.addKeyword({
    keyword: PHOTO_KEYWORD,
    type: "string",
    schemaType: "boolean",
    errors: false,
    validate: (_: boolean, data: string) => decodePhoto(data) !== undefined,
  });
  return ajv.compile(schema);
}

type LeadFields = Omit<StoredLead, "receivedAt" | "params" | "photoFile"> & {
  params: Record<string, string>;
};

/** The request's fields, checked as the provider checks them, with its wording; then against the site's forms. */
function parseRequest(
  body: Buffer,
  maxParamsBytes: number,
  matchesForms?: ValidateFunction,
): LeadFields {
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(body.toString("utf8"));
  } catch {
    throw new Refusal(400, "The request body is not valid JSON");
  }
  if (!request || typeof request !== "object" || Array.isArray(request))
    throw new Refusal(400, "The request body must be a JSON object");
  if (!isText(request.user_id)) throw new Refusal(400, "The Public Key is invalid");
  if (!isText(request.service_id)) throw new Refusal(400, "The service ID is invalid");
  if (!isText(request.template_id)) throw new Refusal(400, "The template ID is invalid");
  const params = request.template_params;
  if (!params || typeof params !== "object" || Array.isArray(params))
    throw new Refusal(400, "The template params must be an object");
  // The site's forms first: a lead that is not theirs is refused before anything else is made of it.
  if (matchesForms && !matchesForms(request))
    throw new Refusal(
      400,
      `The lead is not one this site's forms send: ${describe(matchesForms.errors![0])}`,
    );
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(params));
  } catch {
    throw new Refusal(400, "The template params are nested too deeply");
  }
  if (size > maxParamsBytes)
    throw new Refusal(
      413,
      `Variables size limit. The maximum allowed variables size is ${Math.round(maxParamsBytes / 1024)}Kb`,
    );
  const strings = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  return {
    serviceId: request.service_id,
    templateId: request.template_id,
    libVersion: String(request.lib_version ?? ""),
    params: strings,
  };
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
 * its bytes show. Every other field is kept as the text it is. Returns the JSON's name and what it holds.
 */
export async function storeLead(
  dir: string,
  lead: Omit<StoredLead, "photoFile">,
  photoFields: readonly string[] = [],
): Promise<{ file: string; stored: StoredLead }> {
  makeFolder(dir);
  const kind =
    String(lead.params.inquiryType ?? lead.templateId)
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
  // The JSON goes last: when it is there, so is its photo.
  await writeWhole(dir, `${base}.json`, JSON.stringify(stored, null, 2) + "\n");
  return { file: `${base}.json`, stored };
}

/** The photo fields of each form, by its template id, as the site's lead schema marks them (PHOTO_KEYWORD). */
export function photoFieldsOf(payloadSchema: object): Map<string, string[]> {
  type Rule = {
    if?: { properties?: { template_id?: { const?: string } } };
    then?: { properties?: { template_params?: { $ref?: string } } };
  };
  const { allOf = [], definitions = {} } = payloadSchema as {
    allOf?: Rule[];
    definitions?: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
  };
  const fields = new Map<string, string[]>();
  for (const rule of allOf) {
    const id = rule.if?.properties?.template_id?.const;
    const form = rule.then?.properties?.template_params?.$ref?.split("/").pop();
    if (!id || !form) continue;
    fields.set(
      id,
      Object.entries(definitions[form]?.properties ?? {}).flatMap(([name, field]) =>
        field[PHOTO_KEYWORD] === true ? [name] : [],
      ),
    );
  }
  return fields;
}

/** The one line a lead is logged with: who, how to reach them, what about, and where it is kept. */
function summary(lead: StoredLead, file: string, dir: string): string {
  const p = Object.fromEntries(
    Object.entries(lead.params).map(([key, value]) => [key, printable(value)]),
  );
  const where = join(relative(process.cwd(), dir) || ".", file);
  const from = p.language && p.page ? ` (${p.language}, ${p.page})` : "";
  // A review says its stars and who sent it; npm run reviews shows the rest.
  if (p.form === "review")
    return `Review received: ${p.rating ?? "?"} stars from ${p.name ?? "?"}${from} -> ${where}. See it with npm run reviews`;
  const photo = lead.photoFile ? `, photo ${lead.photoFile}` : "";
  // The choices made in the form's lists (option values such as drain-cleaning) say what the lead is about.
  const choices = Object.entries(p).flatMap(([key, value]) =>
    ![
      "name",
      "phone",
      "email",
      "inquiryType",
      "hasAttachment",
      "form",
      "language",
      "page",
      HONEYPOT_FIELD,
    ].includes(key) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
      ? [`, ${value}`]
      : [],
  );
  return `Lead received: ${p.inquiryType ?? printable(lead.templateId)} from ${p.name ?? "?"}, ${p.phone ?? "no phone"}, ${p.email ?? "no e-mail"}${choices.join("")}${photo}${from} -> ${where}`;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * The outbox: `receive` checks one request and keeps the lead, and answers as the provider would.
 * Leads a minute are limited by the server in front of it (npm start's rate limit), before a body
 * is read; bytes an hour and the outbox's total are kept here.
 */
export function createOutbox({
  dir,
  maxRequestBytes,
  log = consoleLog,
  limits = {},
  payloadSchema,
  photoFields = [],
}: OutboxOptions) {
  const { bytesPerHour, allLeadsPerMinute, totalBytes } = { ...DEFAULT_LIMITS, ...limits };
  const recent = new Recent(bytesPerHour);
  const all = new AllClients(allLeadsPerMinute);
  const matchesForms = payloadSchema ? compilePayloadSchema(payloadSchema) : undefined;
  const formPhotoFields = payloadSchema ? photoFieldsOf(payloadSchema) : undefined;
  // What the waiting leads take on the disk, counted again at most once a second: the owner may
  // move leads to handled/ or delete them at any time, and the room they left is free again.
  let counted = { at: 0, bytes: 0 };
  const storedBytes = () => {
    if (Date.now() - counted.at >= 1000) counted = { at: Date.now(), bytes: folderBytes(dir) };
    return counted.bytes;
  };
  let hasWarned = false;
  /** Tells the owner once, in the log, when the waiting leads near the limit; again only after it has gone down. */
  const warnWhenNearlyFull = () => {
    const share = storedBytes() / totalBytes;
    if (share < 0.7) hasWarned = false;
    if (share < 0.8 || hasWarned) return;
    hasWarned = true;
    log.warn(
      { outbox: { bytes: counted.bytes, totalBytes } },
      `The outbox is ${Math.round(share * 100)}% full (${Math.round(counted.bytes / 1048576)} of ${Math.round(totalBytes / 1048576)} MB of leads not yet handled). Handle leads (npm run leads) or raise OUTBOX_MAX_MB; when it is full, new leads are refused and visitors are shown the phone number.`,
    );
  };
  const receive = async ({
    contentType,
    origin,
    hosts,
    address,
    body,
  }: LeadRequest): Promise<Answer> => {
    const client = addressGroup(address);
    try {
      // Only the e-mail SDK's own request: JSON (a form on another site can post text/plain
      // without asking first, JSON it cannot), from a page of this site.
      if (!/^application\/json\s*(;|$)/i.test(contentType ?? ""))
        throw new Refusal(415, "Unsupported Media Type. Send the lead as application/json");
      if (origin !== undefined && !hosts.includes(hostOf(origin) ?? ""))
        throw new Refusal(403, "Forbidden. Leads are accepted from this site's own pages only");
      if (body.length > maxRequestBytes + ENVELOPE_BYTES)
        throw new Refusal(
          413,
          `Request Entity Too Large. The largest request accepted is ${Math.round((maxRequestBytes + ENVELOPE_BYTES) / 1024)}Kb`,
        );
      const tooMuch = recent.refusal(client, body.length) ?? all.refusal(client);
      if (tooMuch) throw new Refusal(429, tooMuch);
      if (storedBytes() + body.length > totalBytes)
        throw new Refusal(507, "Insufficient Storage. The outbox is full");
      // Its place in the minute's count is taken now and given back unless the lead is kept.
      const place = all.hold();
      let stored: Awaited<ReturnType<typeof storeLead>> | undefined;
      try {
        const request = parseRequest(body, maxRequestBytes, matchesForms);
        recent.record(client, body.length);
        // Only a robot fills the hidden field: it is thanked as a person would be, and nothing is kept.
        if (matchesForms && request.params[HONEYPOT_FIELD]) {
          log.warn(
            { address: printable(address) },
            `Lead discarded: its hidden field was filled, as only robots do (from ${printable(address)})`,
          );
          return { status: 200, text: "OK" };
        }
        const { [HONEYPOT_FIELD]: _, ...params } = request.params;
        const photos = formPhotoFields
          ? (formPhotoFields.get(request.templateId) ?? [])
          : photoFields;
        stored = await storeLead(
          dir,
          { receivedAt: new Date().toISOString(), ...request, params },
          photos,
        );
      } finally {
        if (!stored) place.release();
      }
      const { file, stored: kept } = stored;
      all.record(client);
      counted.bytes += body.length;
      log.info(
        { lead: { file, template: printable(kept.templateId), photo: kept.photoFile ?? null } },
        summary(kept, file, dir),
      );
      warnWhenNearlyFull();
      return { status: 200, text: "OK" };
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, text: error.text };
      log.error({ err: error }, "The outbox could not store a lead");
      return { status: 500, text: "The lead could not be stored. Please try again" };
    }
  };
  /** A client loaded one of the site's pages: past the ceiling of leads a minute from everyone, it is still let through. */
  const visited = (address: string) => all.visit(addressGroup(address));
  return { receive, visited, maxBodyBytes: maxRequestBytes + ENVELOPE_BYTES };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The outbox as a Node request handler, for npm run dev's server. */
export function handleWithNode(
  outbox: Outbox,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_AFTER_BYTES) return req.destroy();
      if (size <= outbox.maxBodyBytes) chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    // Read to the end before answering, so the browser sees the status and not a reset.
    req.on("end", async () => {
      const body = size > outbox.maxBodyBytes ? Buffer.alloc(size) : Buffer.concat(chunks);
      // npm run dev may sit behind a developer's own proxy: its forwarded host is taken as the site's.
      const { status, text } = await outbox.receive({
        contentType: req.headers["content-type"],
        origin: req.headers.origin,
        hosts: siteHosts(req.headers, true),
        address: req.socket.remoteAddress ?? "unknown",
        body,
      });
      res.writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(text);
    });
  };
}

/** The variables size limit from site.config.yaml, as the built site uses it (resolved by npm run generate). */
export function configuredMaxRequestBytes(root: string): number {
  return generatedSite(root).delivery.maxRequestBytes;
}
