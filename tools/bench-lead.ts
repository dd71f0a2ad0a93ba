// The lead npm run bench:server sends: what the site's first form would send, made from the site's
// lead schema alone (dist/_lead-payload.schema.json), so any site's bench works the same.
import { PHOTO_KEYWORD } from "../src/leads/kinds/photo-bytes.ts";

type Schema = {
  enum?: string[];
  const?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  [PHOTO_KEYWORD]?: boolean;
};
export interface PayloadSchema {
  properties: {
    user_id: { const: string };
    service_id: { const: string };
    template_id: { enum: string[] };
  };
  allOf: {
    if: { properties: { template_id: { const: string } } };
    then: { properties: { template_params: { $ref: string } } };
  }[];
  definitions: Record<string, { required: string[]; properties: Record<string, Schema> }>;
}

/** A lead the site's first form would send, from its schema alone: any site's bench works the same. */
export function sampleLead(schema: PayloadSchema, photoUrl?: string) {
  const [rule] = schema.allOf;
  const form = schema.definitions[rule.then.properties.template_params.$ref.split("/").pop()!];
  const params: Record<string, string> = {};
  for (const [name, field] of Object.entries(form.properties)) {
    if (field[PHOTO_KEYWORD]) {
      if (photoUrl) params[name] = photoUrl;
    } else if (name === "hasAttachment") params[name] = photoUrl ? "Yes" : "No";
    else if (field.const !== undefined) params[name] = field.const;
    else if (field.enum) params[name] = field.enum.find((v) => v !== "") ?? "";
    // A page's address, such as the one the lead was sent from.
    else if (field.pattern === "^/") params[name] = "/";
    else if (!form.required.includes(name)) continue;
    else if (name === "website") params[name] = "";
    else
      params[name] =
        field.maxLength && field.maxLength < 30
          ? "613 555 0100".slice(0, field.maxLength)
          : name.includes("mail")
            ? "bench@example.com"
            : `Bench ${name}`;
  }
  return {
    lib_version: "4.4.1",
    user_id: schema.properties.user_id.const,
    service_id: schema.properties.service_id.const,
    template_id: rule.if.properties.template_id.const,
    template_params: params,
  };
}
