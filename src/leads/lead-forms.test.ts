// The lead schema read back: each form of the fixture site, by its template id, with its name in
// the owner's words and its fields' kinds, as the site's definition gives them.
import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { leadPayloadSchema } from "./payload-schema.ts";
import { leadFormsOf } from "./lead-forms.ts";
import type { FormKey } from "../site/resolve/delivery.ts";

describe("the forms a lead schema describes", () => {
  const en = fixtureSite("en").site;
  const forms = leadFormsOf(leadPayloadSchema([en, fixtureSite("ar").site]));

  it("are every form the site sends, by template id, with its fields and their kinds in order", () => {
    const keys = Object.keys(en.forms) as FormKey[];
    expect([...forms.keys()].sort()).toEqual(keys.map((key) => en.delivery.templates[key]).sort());
    for (const key of keys) {
      const form = forms.get(en.delivery.templates[key]!)!;
      const definition = en.forms[key]!;
      expect(form.key).toBe(key);
      expect(form.title).toBe(definition.inquiryType);
      expect(form.fields).toEqual(definition.fields.map(({ name, kind }) => ({ name, kind })));
      expect(form.photoFields).toEqual(
        definition.fields.filter((f) => f.kind === "image").map((f) => f.name),
      );
    }
  });

  it("are none for a schema that describes none", () => {
    expect(leadFormsOf({ type: "object" }).size).toBe(0);
  });
});
