// The outbox's reading of one request: the provider's own checks, with its wording, then the site's
// forms (the lead schema npm run build writes). A request that fails is a Refusal: the status and
// text the provider would answer, which the form explains to the visitor.
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import { decodePhoto, PHOTO_KEYWORD } from "../../leads/kinds/photo-bytes.ts";
import { FIELD_KIND_KEYWORD } from "../../leads/lead-forms.ts";
import type { StoredLead } from "./storage.ts";
import { Refusal } from "./refusal.ts";

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
  // Says which kind each field is, for readers of the schema; checks nothing.
  ajv.addKeyword({ keyword: FIELD_KIND_KEYWORD, schemaType: "string" });
  return ajv.compile(schema);
}

type LeadFields = Omit<StoredLead, "receivedAt" | "params" | "photoFile"> & {
  params: Record<string, string>;
};

/** The request's fields, checked as the provider checks them, with its wording; then against the site's forms. */
export function parseRequest(
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

export const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

