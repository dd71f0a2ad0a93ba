// The embedded lead outbox of npm start (and npm run dev). It answers POST /api/v1.0/email/send as
// the e-mail provider does and keeps each lead in a folder that is never served (storage.ts). It
// keeps only what the site's own forms send (parsing.ts), from the site's own pages, within the
// limits of limits.ts. See docs/architecture.md, "The server".
import type { ValidateFunction } from "ajv";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HONEYPOT_FIELD } from "../../leads/honeypot.ts";
import { printable } from "../../site/check/terminal-text.ts";
import {
  AllClients,
  DEFAULT_LIMITS,
  Recent,
  addressGroup,
  type OutboxLimits,
} from "./limits.ts";
import {
  compilePayloadSchema,
  hostOf,
  parseRequest,
  type Answer,
  type LeadRequest,
} from "./parsing.ts";
import { Refusal, tooLargeText } from "./refusal.ts";
import { OutboxRoom } from "./room.ts";
import { storeLead } from "./storage.ts";
import { consoleLog, type LeadLog } from "./lead-log.ts";
import { leadSummary } from "./summary.ts";
import { leadFormsOf, type LeadForm } from "../../leads/lead-forms.ts";

export const OUTBOX_PATH = "/api/v1.0/email/send";
/** Room for the provider's own fields around the template params. */
export const ENVELOPE_BYTES = 16 * 1024;

/** What the served build says of its forms: what they send, and how large a lead may be. */
export interface OutboxForms {
  /**
   * The JSON Schema of what the site's forms send (dist/_lead-payload.schema.json). Without it
   * only the provider's own checks are made. It also names each form's photo field.
   */
  payloadSchema?: object;
  /** The largest template params accepted, as the provider's variables size limit. */
  maxRequestBytes: number;
}

/** Where npm run build leaves the lead schema in dist/, beside the pages whose forms it describes (never served). */
export const LEAD_PAYLOAD_SCHEMA = "_lead-payload.schema.json";

/** Where npm run build leaves the outbox's settings in dist/, beside the lead schema (never served). */
export const OUTBOX_SETTINGS = "_outbox.json";

/** The provider's own variables size limit, for a build that names none. */
const PROVIDER_MAX_REQUEST_BYTES = 50 * 1024;

/**
 * What the build in `distDir` says of its forms. `missing` names the files a build older than the
 * server lacks (the outbox then checks leads only as the provider does), for the server to say so.
 */
export function builtForms(distDir: string): OutboxForms & { missing: string[] } {
  const read = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(distDir, name), "utf8"));
    } catch {
      return undefined;
    }
  };
  const settings = read(OUTBOX_SETTINGS) as { maxRequestBytes?: number } | undefined;
  const payloadSchema = read(LEAD_PAYLOAD_SCHEMA) as object | undefined;
  return {
    payloadSchema,
    maxRequestBytes: settings?.maxRequestBytes ?? PROVIDER_MAX_REQUEST_BYTES,
    missing: [
      ...(settings ? [] : [OUTBOX_SETTINGS]),
      ...(payloadSchema ? [] : [LEAD_PAYLOAD_SCHEMA]),
    ],
  };
}

export interface OutboxOptions {
  /** Where leads are written. Must not be inside the served folder. */
  dir: string;
  /** The served build's forms, asked at each lead: a new build may change them without a restart. */
  forms: () => OutboxForms;
  log?: LeadLog;
  limits?: Partial<OutboxLimits>;
  /** Without a schema: the fields that may carry a photo. Every other field is kept as text, whatever it looks like. */
  photoFields?: string[];
}

/** The forms' checks and descriptions, read once for each schema the served build gives. */
function formChecks(forms: () => OutboxForms) {
  let compiled: { schema?: object; matches?: ValidateFunction; described?: Map<string, LeadForm> } =
    {};
  return () => {
    const { payloadSchema, maxRequestBytes } = forms();
    if (!compiled.matches || compiled.schema !== payloadSchema)
      compiled = payloadSchema
        ? {
            schema: payloadSchema,
            matches: compilePayloadSchema(payloadSchema),
            described: leadFormsOf(payloadSchema),
          }
        : {};
    const { matches, described } = compiled;
    return {
      matches,
      maxRequestBytes,
      /** The form a template id is sent by, when the build described it. */
      formOf: (templateId: string) => described?.get(templateId),
    };
  };
}

/** Only the e-mail SDK's own request: JSON (a form on another site can post text/plain without asking first, JSON it cannot), from a page of this site, no larger than a lead. */
function checkEnvelope({ contentType, origin, hosts, body }: LeadRequest, maxBodyBytes: number) {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ""))
    throw new Refusal(415, "Unsupported Media Type. Send the lead as application/json");
  if (origin !== undefined && !hosts.includes(hostOf(origin) ?? ""))
    throw new Refusal(403, "Forbidden. Leads are accepted from this site's own pages only");
  if (body.length > maxBodyBytes)
    throw new Refusal(413, tooLargeText(maxBodyBytes));
}

/**
 * The outbox: `receive` checks one request and keeps the lead, and answers as the provider would.
 * Leads a minute are limited by the server in front of it (npm start's rate limit), before a body
 * is read; bytes an hour and the outbox's total are kept here.
 */
export function createOutbox({
  dir,
  forms,
  log = consoleLog,
  limits = {},
  photoFields = [],
}: OutboxOptions) {
  const { bytesPerHour, allLeadsPerMinute, totalBytes } = { ...DEFAULT_LIMITS, ...limits };
  const recent = new Recent(bytesPerHour);
  const all = new AllClients(allLeadsPerMinute);
  const room = new OutboxRoom(dir, { totalBytes, log });
  const checks = formChecks(forms);
  const maxBodyBytes = () => forms().maxRequestBytes + ENVELOPE_BYTES;

  /** Parses and keeps one lead that passed the limits; undefined when it was a robot's. */
  const keep = async (body: Buffer, address: string) => {
    const { matches, maxRequestBytes, formOf } = checks();
    const request = parseRequest(body, maxRequestBytes, matches);
    recent.record(addressGroup(address), body.length);
    // Only a robot fills the hidden field: it is thanked as a person would be, and nothing is kept.
    if (matches && request.params[HONEYPOT_FIELD]) {
      log.warn(
        { address: printable(address) },
        `Lead discarded: its hidden field was filled, as only robots do (from ${printable(address)})`,
      );
      return undefined;
    }
    const { [HONEYPOT_FIELD]: _, ...params } = request.params;
    const lead = { receivedAt: new Date().toISOString(), ...request, params };
    const form = formOf(request.templateId);
    const stored = await storeLead(dir, lead, {
      // Without a schema, the fields the outbox was told may hold a photo.
      photoFields: form ? form.photoFields : photoFields,
      title: form?.title,
    });
    return { ...stored, form };
  };

  const receive = async (request: LeadRequest): Promise<Answer> => {
    const { address, body } = request;
    const client = addressGroup(address);
    try {
      checkEnvelope(request, maxBodyBytes());
      const limited = () => {
        const tooMuch = recent.refusal(client, body.length) ?? all.refusal(client);
        if (tooMuch) throw new Refusal(429, tooMuch);
      };
      limited();
      if (await room.isFullFor(body.length))
        throw new Refusal(507, "Insufficient Storage. The outbox is full");
      // Asked again after the wait, with nothing between it and taking a place in the minute's
      // count, which is given back unless the lead is kept.
      limited();
      const place = all.hold(client);
      let stored: Awaited<ReturnType<typeof keep>> | undefined;
      try {
        stored = await keep(body, address);
        if (!stored) return { status: 200, text: "OK" };
      } finally {
        if (!stored) place.release();
      }
      const { file, stored: kept } = stored;
      await room.added([file, ...(kept.photoFile ? [kept.photoFile] : [])]);
      all.record(client);
      log.info(
        { lead: { file, template: printable(kept.templateId), photo: kept.photoFile ?? null } },
        leadSummary(kept, file, dir, stored.form),
      );
      return { status: 200, text: "OK" };
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, text: error.text };
      log.error({ err: error }, "The outbox could not store a lead");
      return { status: 500, text: "The lead could not be stored. Please try again" };
    }
  };
  /** A client loaded a page's HTML or a stylesheet: both make a visitor, who is let through past the ceiling of leads a minute from everyone. */
  const visited = (address: string, what: "page" | "stylesheet") =>
    all.loaded(addressGroup(address), what);
  return { receive, visited, maxBodyBytes, close: () => room.close() };
}

export type Outbox = ReturnType<typeof createOutbox>;
