// The JSON Schema of exactly what the site's forms send through the e-mail SDK, in every
// language the site is built in: written by npm run build beside the pages, and checked by
// npm start's outbox before a lead is kept. A lead that does not match came from something
// other than this site's own forms.
import type { FormKey } from "../site/resolve/delivery.ts";
import type { SiteData } from "../site/resolve/site-data.ts";
import { MAX_PAGE_LENGTH } from "./payload.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import { kindOf } from "./kinds/registry.ts";
import { FIELD_KIND_KEYWORD } from "./lead-forms.ts";

type Schema = Record<string, unknown>;
type SiteForms = Pick<SiteData, "forms" | "delivery" | "lang">;

/** The template params of one form, accepting its words in every language given. */
function paramsSchema(key: FormKey, sites: SiteForms[]): Schema {
  const definitions = sites.map((site) => site.forms[key]!).filter(Boolean);
  const [source] = definitions;
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of source.fields) {
    const fields = definitions
      .map((d) => d.fields.find((f) => f.name === field.name))
      .filter((f) => f !== undefined);
    const emptyValues = fields.map((f) => f.emptyValue).filter((v): v is string => Boolean(v));
    const kind = kindOf(field);
    properties[field.name] = {
      ...kind.payloadSchema(field, { fields, emptyValues }),
      [FIELD_KIND_KEYWORD]: kind.name,
    };
    // A photo may be left out; every other field is sent, empty or not.
    if (!kind.holdsFile) required.push(field.name);
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
  // The form's name in the owner's words, for the outbox's files and log (lead-forms.ts).
  return {
    title: source.inquiryType,
    type: "object",
    additionalProperties: false,
    required,
    properties,
  };
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
