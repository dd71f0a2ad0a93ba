// The JSON Schema of exactly what the site's forms send through the e-mail SDK, in every
// language the site is built in: written by npm run build beside the pages, and checked by
// npm start's outbox before a lead is kept. A lead that does not match came from something
// other than this site's own forms.
import type { FormKey } from "../site/delivery.ts";
import type { SiteData } from "../site/site-data.ts";
import { MAX_PAGE_LENGTH } from "./payload.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import { CONSENT_GIVEN, maxLengthOf, optionValue } from "./rules.ts";
import { RATING_VALUES } from "../site/rating.ts";

/** Where npm run build leaves the schema in dist/, beside the pages whose forms it describes (never served). */
export const LEAD_PAYLOAD_SCHEMA = "_lead-payload.schema.json";

/** The photo types the outbox keeps, as the browser sends them, with the first bytes each file starts with. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A custom keyword: the string is a base64 data URL whose bytes really are the image type it names. */
export const PHOTO_KEYWORD = "photoBytes";

/** Which of the kept photo types these bytes are, read from their first bytes; undefined for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return undefined;
}

/** The stated type and the bytes of a base64 image data URL, whatever the image; undefined for anything else. */
function imageDataUrl(value: string): { type: string; bytes: Buffer } | undefined {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  return match ? { type: match[1], bytes: Buffer.from(match[2], "base64") } : undefined;
}

/** The photo in a data URL, when it is one of the kept types and its bytes agree with its stated type. */
export function decodePhoto(dataUrl: string): { type: PhotoType; bytes: Buffer } | undefined {
  const image = imageDataUrl(dataUrl);
  return image && photoTypeOf(image.bytes) === image.type
    ? (image as { type: PhotoType; bytes: Buffer })
    : undefined;
}

type Schema = Record<string, unknown>;
type SiteForms = Pick<SiteData, "forms" | "delivery" | "lang">;

/** The template params of one form, accepting its words in every language given. */
function paramsSchema(key: FormKey, sites: SiteForms[]): Schema {
  const definitions = sites.map((site) => site.forms[key]!).filter(Boolean);
  const [source] = definitions;
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of source.fields) {
    const inEveryLanguage = definitions
      .map((d) => d.fields.find((f) => f.name === field.name))
      .filter((f) => f !== undefined);
    if (field.kind === "image") {
      properties[field.name] = { type: "string", [PHOTO_KEYWORD]: true };
      continue;
    }
    required.push(field.name);
    if (field.kind === "rating") {
      properties[field.name] = { enum: [...RATING_VALUES] };
      continue;
    }
    if (field.kind === "consent") {
      // Ticked, or (when the box may be left alone) not.
      properties[field.name] = { enum: field.required ? [CONSENT_GIVEN] : [CONSENT_GIVEN, ""] };
      continue;
    }
    const emptyValues = inEveryLanguage
      .map((f) => f.emptyValue)
      .filter((v): v is string => Boolean(v));
    if (field.kind === "select" && field.options?.length) {
      const choices = inEveryLanguage.flatMap((f) =>
        (f.options ?? []).map((o) => optionValue(f, o)),
      );
      // A required list must be chosen from; an optional one may also be left on its placeholder.
      const empty = field.required ? [] : [""];
      properties[field.name] = { enum: [...new Set([...choices, ...emptyValues, ...empty])] };
      continue;
    }
    const longest = Math.max(
      ...inEveryLanguage.map(maxLengthOf),
      ...emptyValues.map((v) => v.length),
    );
    properties[field.name] = {
      type: "string",
      maxLength: longest,
      ...(field.required ? { minLength: 1 } : {}),
    };
  }
  properties.inquiryType = { enum: [...new Set(definitions.map((d) => d.inquiryType))] };
  properties.hasAttachment = { enum: ["Yes", "No"] };
  // Where it was written: this form, one of the site's languages, one of its addresses.
  properties.form = { const: key };
  properties.language = { enum: [...new Set(sites.map((site) => site.lang))] };
  properties.page = { type: "string", pattern: "^/", maxLength: MAX_PAGE_LENGTH };
  // Left empty by people; a robot that fills every field fills it too (see HONEYPOT_FIELD).
  properties[HONEYPOT_FIELD] = { type: "string", maxLength: 1000 };
  required.push("inquiryType", "hasAttachment", "form", "language", "page", HONEYPOT_FIELD);
  return { type: "object", additionalProperties: false, required, properties };
}

/**
 * The request the e-mail SDK sends for each of the site's forms: its version, the public key,
 * service id and template id the build put in the page, and the form's own fields.
 * `sites` is the site in each of its languages; their forms differ only in words.
 */
export function leadPayloadSchema(sites: SiteForms[]): Schema {
  const [{ delivery }] = sites;
  const forms = Object.keys(sites[0].forms) as FormKey[];
  const templates = forms.flatMap((form) =>
    delivery.templates[form] ? [[form, delivery.templates[form]!] as const] : [],
  );
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "A lead as the site's forms send it",
    type: "object",
    additionalProperties: false,
    required: ["lib_version", "user_id", "service_id", "template_id", "template_params"],
    properties: {
      lib_version: { type: "string", maxLength: 20 },
      user_id: { const: delivery.publicKey },
      service_id: { const: delivery.serviceId },
      template_id: { enum: templates.map(([, id]) => id) },
      template_params: { type: "object" },
    },
    allOf: templates.map(([form, id]) => ({
      if: { properties: { template_id: { const: id } } },
      then: { properties: { template_params: { $ref: `#/definitions/${form}` } } },
    })),
    definitions: Object.fromEntries(templates.map(([form]) => [form, paramsSchema(form, sites)])),
  };
}
