// A new kind of field is a rule and a drawing. This test adds a date kind, written as
// src/leads/kinds/date.kind.ts and src/leads/form/fields/date.field.tsx would be, and changes
// nothing else: the form draws it, checks it, sends it, and the outbox's schema accepts a date for
// it and nothing else. (npm run generate gathers the two files; here they are added by hand.)
import { describe, expect, it } from "vitest";
import type { FormField } from "../../../generated/schema-types.ts";
import { ServiceRequestForm } from "../../../sections/service-request-form/block.tsx";
import { compilePayloadSchema } from "../../../server/outbox/parsing.ts";
import { renderBlock, sectionOf } from "../../../../tests/helpers/render-block.tsx";
import { fixtureSite } from "../../../../tests/helpers/fixture-content.ts";
import { sentServiceRequest } from "../../../../tests/helpers/sent-leads.ts";
import { leadPayloadSchema } from "../../payload-schema.ts";
import { templateParams } from "../../payload.ts";
import { checkLead } from "../../rules.ts";
import type { FieldKind } from "../../kinds/field-kind.ts";
import { addFieldKind, kindOf } from "../../kinds/registry.ts";
import type { FieldProps } from "./field-props.ts";
import { LineInput } from "./field-parts.tsx";
import { addFieldDrawing, drawingOf } from "./drawings.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const date: FieldKind = {
  name: "date",
  check: (_field, value) =>
    DAY.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : "date",
  payloadSchema: (field) => ({
    type: "string",
    pattern: field.required ? DAY.source : `${DAY.source.slice(0, -1)}|^$`,
  }),
};
const DateField = (props: FieldProps) => <LineInput {...props} type="date" />;

const { site } = fixtureSite("en");
const day = {
  name: "visitDay",
  label: "Preferred day",
  kind: "date",
  required: true,
  maxLength: 10,
} as unknown as FormField;
const definition = {
  ...site.forms.serviceRequest!,
  fields: [...site.forms.serviceRequest!.fields, day],
};
const forms = { ...site.forms, serviceRequest: definition };
const typed = { ...sentServiceRequest(), visitDay: "2026-12-01" };

describe("a new kind of field, added as a rule and a drawing", () => {
  // Each test file runs in its own module graph: the kind is added for this file only.
  addFieldKind(date);
  addFieldDrawing("date", DateField);

  it("is drawn in the form with its label, as its module says", () => {
    const html = renderBlock(
      ServiceRequestForm,
      sectionOf("contact", "service-request-form"),
      "contact",
      {},
      { forms },
    );
    expect(html).toMatch(/<label for="[^"]+-visitDay"[^>]*>Preferred day/);
    expect(html).toMatch(
      /<input[^>]*type="date"[^>]*name="visitDay"|name="visitDay"[^>]*type="date"/,
    );
  });

  it("is checked by its own rule, and required like any field", () => {
    expect(checkLead(definition, typed).get("visitDay")).toBeUndefined();
    expect(checkLead(definition, { ...typed, visitDay: "next Tuesday" }).get("visitDay")).toBe(
      "date",
    );
    expect(checkLead(definition, { ...typed, visitDay: " " }).get("visitDay")).toBe("required");
  });

  it("is sent, and the outbox's schema accepts a date for it and nothing else", () => {
    const context = { form: "serviceRequest", language: "en", page: "/contact" };
    const params: Record<string, string> = {
      ...templateParams(definition, typed, undefined, context),
      website: "",
    };
    expect(params.visitDay).toBe("2026-12-01");
    const matches = compilePayloadSchema(leadPayloadSchema([{ ...site, forms }]));
    const request = (visitDay: string) => ({
      lib_version: "4.4.1",
      user_id: site.delivery.publicKey,
      service_id: site.delivery.serviceId,
      template_id: site.delivery.templates.serviceRequest,
      template_params: { ...params, visitDay },
    });
    expect(matches(request("2026-12-01")), JSON.stringify(matches.errors)).toBe(true);
    expect(matches(request("next Tuesday"))).toBe(false);
  });

  it("is named when a field's kind has no rule or no drawing", () => {
    expect(() => kindOf({ name: "when", kind: "time" as FormField["kind"] })).toThrow(
      'The form field "when" is of kind "time", which no module of src/leads/kinds/ defines.',
    );
    expect(() => drawingOf({ name: "when", kind: "time" as FormField["kind"] })).toThrow(
      'The form field "when" is of kind "time", which no drawing of src/leads/form/fields/ draws.',
    );
  });
});
