import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { factsOf, interpolate } from "./interpolate.ts";
import { NAME_FORMS } from "./name-forms.ts";
import { compareWithEnglish } from "./translations.ts";
import { overlay } from "./translate-content.ts";
import type { SiteConfig } from "../generated/schema-types.ts";

const config = { business: { name: "Harbour Fixers" }, claims: {} } as unknown as SiteConfig;
const english = { slug: "kingston", name: "Kingston", description: "A place." };

describe("a place's name forms", () => {
  it("are filled in from the language's own forms, or read the name where a record has none", () => {
    const template = "Ремонт техники {record.nameIn} | жители {record.nameOf}";
    expect(interpolate(template, factsOf(config, { ...english, name: "Кингстон", nameIn: "в Кингстоне", nameOf: "Кингстона" }))).toBe(
      "Ремонт техники в Кингстоне | жители Кингстона",
    );
    expect(interpolate(template, factsOf(config, { ...english, name: "Кингстон" }))).toBe("Ремонт техники Кингстон | жители Кингстон");
  });

  it("may be given in a translation whose English file has none, and are kept when the translation is laid over it", () => {
    const translated = { name: "Кингстон", nameIn: "в Кингстоне", nameOf: "Кингстона", description: "Место." };
    expect(compareWithEnglish({ name: english.name, description: english.description }, translated).problems).toEqual([]);
    expect(overlay(english, translated)).toEqual({ slug: "kingston", name: "Кингстон", nameIn: "в Кингстоне", nameOf: "Кингстона", description: "Место." });
  });

  it("are not accepted below the top of a file, where they mean nothing", () => {
    const { problems } = compareWithEnglish({ sections: [{ id: "top", heading: "Hi" }] }, { sections: [{ id: "top", heading: "Привет", nameIn: "x" }] });
    expect(problems.map((p) => p.path)).toEqual([["sections", 0, "nameIn"]]);
  });

  it("are each an optional text field of a location, as the schema tells editors", () => {
    const schema = JSON.parse(readFileSync("schemas/records/location.schema.json", "utf8"));
    for (const form of Object.keys(NAME_FORMS)) {
      expect(schema.properties[form]?.$ref, form).toMatch(/definitions\/text$/);
      expect(schema.required).not.toContain(form);
    }
  });
});
