// What the lead schema (payload-schema.ts, written by npm run build) tells a reader about each
// form beyond what it accepts: the form's name in the owner's words (its inquiryType) and the kind
// of each field, marked with FIELD_KIND_KEYWORD. npm start's outbox reads them back here to name a
// lead's file, find its photo and write the line it logs, with no field name written in the code.
import { PHOTO_KEYWORD } from "./kinds/photo-bytes.ts";

/** A custom annotation keyword on each field of the lead schema: its kind (text, tel, select...). */
export const FIELD_KIND_KEYWORD = "fieldKind";

/** One form as the lead schema describes it. */
export interface LeadForm {
  /** The form's key under forms: in site.config.yaml (serviceRequest). */
  key: string;
  /** The form's name as the owner wrote it (its inquiryType), when the schema gives one. */
  title?: string;
  /** Its fields in the form's order, each with its kind. */
  fields: { name: string; kind: string }[];
  /** The fields that carry a photo. */
  photoFields: string[];
}

type Rule = {
  if?: { properties?: { template_id?: { const?: string } } };
  then?: { properties?: { template_params?: { $ref?: string } } };
};
type Definition = { title?: string; properties?: Record<string, Record<string, unknown>> };

/** Each form of a lead schema by the template id it is sent with. */
export function leadFormsOf(payloadSchema: object): Map<string, LeadForm> {
  const { allOf = [], definitions = {} } = payloadSchema as {
    allOf?: Rule[];
    definitions?: Record<string, Definition>;
  };
  const forms = new Map<string, LeadForm>();
  for (const rule of allOf) {
    const id = rule.if?.properties?.template_id?.const;
    const key = rule.then?.properties?.template_params?.$ref?.split("/").pop();
    if (!id || !key) continue;
    const properties = Object.entries(definitions[key]?.properties ?? {});
    forms.set(id, {
      key,
      title: definitions[key]?.title,
      fields: properties.flatMap(([name, field]) =>
        typeof field[FIELD_KIND_KEYWORD] === "string"
          ? [{ name, kind: field[FIELD_KIND_KEYWORD] as string }]
          : [],
      ),
      photoFields: properties.flatMap(([name, field]) =>
        field[PHOTO_KEYWORD] === true ? [name] : [],
      ),
    });
  }
  return forms;
}
