// The lead schema of the fixture site (English and Arabic): what its forms send passes, anything
// else is named.
import { describe, expect, it } from "vitest";
import { compilePayloadSchema } from "../server/outbox/parsing.ts";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { leadPayloadSchema } from "./payload-schema.ts";
import { decodePhoto, photoTypeOf } from "./kinds/photo-bytes.ts";
import { templateParams, withHoneypot } from "./payload.ts";
import { CONSENT_GIVEN } from "./kinds/field-values.ts";
import { initialValue } from "./rules.ts";
import type { FormField } from "../generated/schema-types.ts";
import type { FormKey } from "../site/resolve/delivery.ts";

const [en, ar] = [fixtureSite("en").site, fixtureSite("ar").site];
const matches = compilePayloadSchema(leadPayloadSchema([en, ar]));
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

/** A lead as the form in `site`'s language sends it, every field filled the way a visitor would. */
function valueOf(field: FormField): string {
  if (field.kind === "select")
    return (
      initialValue(field) || (field.sendLabel ? field.options![0].label : field.options![0].value)
    );
  if (field.kind === "rating") return initialValue(field);
  if (field.kind === "consent") return CONSENT_GIVEN;
  return field.kind === "email" ? "jane@example.com" : "Jane Test";
}

function lead(site = en, form: FormKey = "serviceRequest", photo?: string) {
  const definition = site.forms[form]!;
  const values = Object.fromEntries(definition.fields.map((field) => [field.name, valueOf(field)]));
  const context = {
    form,
    language: site.lang,
    page: site.lang === "en" ? "/contact" : `/${site.lang}/contact`,
  };
  const params = withHoneypot(
    site.delivery,
    templateParams(definition, values, photo, context),
    "",
  );
  return {
    lib_version: "4.4.1",
    user_id: site.delivery.publicKey,
    service_id: site.delivery.serviceId,
    template_id: site.delivery.templates[form],
    template_params: params,
  };
}
const firstError = () => matches.errors?.[0];

describe("the lead schema", () => {
  it.each([
    ["service request in English", lead(en)],
    ["service request in Arabic", lead(ar)],
    ["purchase inquiry in Arabic, its timeframe sent in Arabic words", lead(ar, "purchaseInquiry")],
    [
      "service request with a PNG photo",
      lead(en, "serviceRequest", `data:image/png;base64,${PNG.toString("base64")}`),
    ],
    ["review in Arabic, with the permission to publish it", lead(ar, "review")],
  ])("takes a %s", (_, payload) => {
    expect(matches(payload), JSON.stringify(firstError())).toBe(true);
  });

  it.each([
    [
      "a field no form has",
      (p: Record<string, unknown>) => (p.cc = "x@example.com"),
      "additionalProperties",
    ],
    ["a field left out", (p: Record<string, unknown>) => delete p.phone, "required"],
    ["an empty required field", (p: Record<string, unknown>) => (p.name = ""), "minLength"],
    [
      "a name longer than the form allows",
      (p: Record<string, unknown>) => (p.name = "x".repeat(101)),
      "maxLength",
    ],
    [
      "a choice the list does not offer",
      (p: Record<string, unknown>) => (p.appliance = "jet-ski"),
      "enum",
    ],
    [
      "a value that is not text",
      (p: Record<string, unknown>) => (p.address = { street: "1 Main" }),
      "type",
    ],
    [
      "another form's inquiry type",
      (p: Record<string, unknown>) => (p.inquiryType = "Purchase Inquiry"),
      "enum",
    ],
    [
      "a GIF photo",
      (p: Record<string, unknown>) =>
        (p.attachment = `data:image/gif;base64,${GIF.toString("base64")}`),
      "photoBytes",
    ],
    [
      "a PNG sent as a JPEG",
      (p: Record<string, unknown>) =>
        (p.attachment = `data:image/jpeg;base64,${PNG.toString("base64")}`),
      "photoBytes",
    ],
    [
      "a photo that is text",
      (p: Record<string, unknown>) =>
        (p.attachment = `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`),
      "photoBytes",
    ],
    ["a language the site is not in", (p: Record<string, unknown>) => (p.language = "de"), "enum"],
    [
      "a page that is not an address of the site",
      (p: Record<string, unknown>) => (p.page = "https://elsewhere.example/"),
      "pattern",
    ],
    ["another form's name", (p: Record<string, unknown>) => (p.form = "review"), "const"],
  ])("refuses %s", (_, spoil, keyword) => {
    const payload = lead();
    spoil(payload.template_params as Record<string, unknown>);
    expect(matches(payload)).toBe(false);
    expect(firstError()?.keyword).toBe(keyword);
  });

  it("refuses another public key, service or template, and fields around the request", () => {
    expect(matches({ ...lead(), user_id: "someone-else" })).toBe(false);
    expect(matches({ ...lead(), service_id: "gmail" })).toBe(false);
    expect(matches({ ...lead(), template_id: "newsletter" })).toBe(false);
    expect(matches({ ...lead(), extra: 1 })).toBe(false);
  });

  it.each([
    [
      "without the permission to publish it",
      (p: Record<string, unknown>) => (p.consent = ""),
      "enum",
    ],
    ["with six stars", (p: Record<string, unknown>) => (p.rating = "6"), "enum"],
    [
      "longer than the form allows",
      (p: Record<string, unknown>) => (p.text = "x".repeat(1501)),
      "maxLength",
    ],
  ])("refuses a review %s", (_, spoil, keyword) => {
    const payload = lead(en, "review");
    spoil(payload.template_params as Record<string, unknown>);
    expect(matches(payload)).toBe(false);
    expect(firstError()?.keyword).toBe(keyword);
  });

  it("asks every form for its hidden field, so a request built without the form is refused", () => {
    const payload = lead();
    delete (payload.template_params as Record<string, unknown>).website;
    expect(matches(payload)).toBe(false);
  });
});

describe("a photo's bytes", () => {
  it("are told by their first bytes, whatever the data URL says", () => {
    expect(photoTypeOf(PNG)).toBe("image/png");
    expect(photoTypeOf(JPEG)).toBe("image/jpeg");
    expect(photoTypeOf(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(photoTypeOf(GIF)).toBeUndefined();
    expect(decodePhoto(`data:image/png;base64,${PNG.toString("base64")}`)?.bytes).toEqual(PNG);
    expect(decodePhoto(`data:image/jpeg;base64,${PNG.toString("base64")}`)).toBeUndefined();
    expect(decodePhoto(`data:image/png;base64,${PNG.toString("base64")}\n`)).toBeUndefined();
  });
});
