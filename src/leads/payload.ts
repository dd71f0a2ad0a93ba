// The template params sent for a lead, exactly as the e-mail template reads them.
import type { FormDefinition } from "../generated/schema-types.ts";
import type { Delivery } from "../site/resolve/delivery.ts";
import type { LeadValues } from "./rules.ts";
import { fileFieldOf, kindOf } from "./kinds/registry.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

export type TemplateParams = Record<string, string>;

/**
 * Where a lead was written, sent with every lead so the owner can count leads per form, page and
 * language (npm run leads -- stats) and publish a review in the language it was written in.
 * Never anything about the visitor.
 */
export interface LeadContext {
  /** The form's name under forms: in site.config.yaml. */
  form: string;
  /** The page's language. */
  language: string;
  /** The page's address, without query or fragment. */
  page: string;
}

/** The longest page address a lead may name. */
export const MAX_PAGE_LENGTH = 300;

/**
 * Every field by its name, trimmed, with the field's emptyValue when left empty; then
 * inquiryType, hasAttachment ('Yes' or 'No'), the photo as a data URL under the photo field's
 * name when there is one, and where the lead was written (form, language, page).
 */
export function templateParams(
  definition: FormDefinition,
  values: LeadValues,
  photoDataUrl?: string,
  context?: LeadContext,
): TemplateParams {
  const params: TemplateParams = {};
  for (const field of definition.fields) {
    const kind = kindOf(field);
    if (kind.holdsFile) continue;
    const typed = (values[field.name] ?? "").trim();
    const value = kind.sent ? kind.sent(typed) : typed;
    params[field.name] = value || (field.emptyValue ?? "");
  }
  params.inquiryType = definition.inquiryType;
  params.hasAttachment = photoDataUrl ? "Yes" : "No";
  const photoField = fileFieldOf(definition.fields);
  if (photoDataUrl && photoField) params[photoField.name] = photoDataUrl;
  if (context)
    Object.assign(params, {
      form: context.form,
      language: context.language,
      page: context.page.slice(0, MAX_PAGE_LENGTH),
    });
  return params;
}

/** The size the provider counts: the params as JSON, in bytes. */
export const paramsSize = (params: TemplateParams) =>
  new TextEncoder().encode(JSON.stringify(params)).length;

/** The params as sent to this delivery: for the outbox, with the hidden field's value. */
export function withHoneypot(
  delivery: Pick<Delivery, "mode">,
  params: TemplateParams,
  honeypot: string,
): TemplateParams {
  return delivery.mode === "outbox" ? { ...params, [HONEYPOT_FIELD]: honeypot } : params;
}
