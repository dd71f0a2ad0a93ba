// What a translation carries is read from the schemas: the shared text and Markdown definitions
// are words, with "x-translate" where a field says otherwise; everything else stays as written.
import { describe, expect, it } from "vitest";
import { walkRoles } from "./schema-roles.ts";
import { RECORD_SCHEMAS } from "./schema-set.ts";

function judged(kind: keyof typeof RECORD_SCHEMAS, value: unknown): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  walkRoles(
    RECORD_SCHEMAS[kind],
    value,
    (_text, path, { isTranslated }) => (out[path.join(".")] = isTranslated),
  );
  return out;
}

describe("the words of a record, by its schema", () => {
  it("translates text and Markdown, and keeps slugs, addresses, pictures and icons", () => {
    const page = {
      path: "/about",
      title: "About Lakeshore",
      description: "Who we are.",
      sections: [
        { id: "top", type: "page-header", heading: "About Us", lead: "Since 2010." },
        { id: "story", type: "rich-text", body: "We **fix** things." },
        {
          id: "cta",
          type: "call-to-action",
          heading: "Call us",
          actions: [{ label: "Book", href: "/contact" }],
        },
      ],
    };
    expect(judged("page", page)).toEqual({
      path: false,
      title: true,
      description: true,
      "sections.0.id": false,
      "sections.0.type": false,
      "sections.0.heading": true,
      "sections.0.lead": true,
      "sections.1.id": false,
      "sections.1.type": false,
      "sections.1.body": true,
      "sections.2.id": false,
      "sections.2.type": false,
      "sections.2.heading": true,
      "sections.2.actions.0.label": true,
      "sections.2.actions.0.href": false,
    });
  });

  it("follows a field's own x-translate: claims in words are translated, a price range and a fact are not", () => {
    const config = judged("site", {
      business: {
        name: "Lakeshore Appliance Service",
        serviceArea: "Kingston and the Thousand Islands",
        priceRange: "$$",
        servedCities: ["Kingston"],
      },
      claims: { pricing: "Upfront pricing with no hidden fees", warranty: { months: 6 } },
    });
    expect(config).toMatchObject({
      "business.name": false,
      "business.serviceArea": true,
      "business.priceRange": false,
      "business.servedCities.0": true,
      "claims.pricing": true,
    });
    // A fact holds numbers, never words to translate.
    expect(Object.keys(config).filter((path) => path.startsWith("claims.warranty"))).toEqual([]);
  });

  it("keeps a form's field names and choice values, and translates its labels and placeholders", () => {
    const config = judged("site", {
      forms: {
        serviceRequest: {
          inquiryType: "Service Request",
          fields: [
            {
              name: "appliance",
              label: "Appliance",
              kind: "select",
              placeholder: "Choose one",
              options: [{ value: "washer", label: "Washer" }],
            },
          ],
        },
      },
    });
    expect(config).toMatchObject({
      "forms.serviceRequest.inquiryType": false,
      "forms.serviceRequest.fields.0.name": false,
      "forms.serviceRequest.fields.0.label": true,
      "forms.serviceRequest.fields.0.kind": false,
      "forms.serviceRequest.fields.0.placeholder": true,
      "forms.serviceRequest.fields.0.options.0.value": false,
      "forms.serviceRequest.fields.0.options.0.label": true,
    });
  });
});
