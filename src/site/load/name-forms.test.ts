import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { factsOf, interpolate } from "../resolve/interpolate.ts";
import { NAME_FORMS } from "./name-forms.ts";
import { compareWithSource } from "./translations.ts";
import { overlay } from "../translate/translate-content.ts";
import type { SiteConfig } from "../../generated/schema-types.ts";
import { fixtureContent, fixtureSite } from "../../../tests/helpers/fixture-content.ts";

const config = { business: { name: "Harbour Fixers" }, claims: {} } as unknown as SiteConfig;
const english = { slug: "kingston", name: "Kingston", description: "A place." };

describe("a place's name forms", () => {
  it("are filled in from the language's own forms, or read the name where a record has none", () => {
    const template = "Ремонт техники {record.nameIn} | жители {record.nameOf}";
    expect(
      interpolate(
        template,
        factsOf(config, {
          ...english,
          name: "Кингстон",
          nameIn: "в Кингстоне",
          nameOf: "Кингстона",
        }),
      ),
    ).toBe("Ремонт техники в Кингстоне | жители Кингстона");
    expect(interpolate(template, factsOf(config, { ...english, name: "Кингстон" }))).toBe(
      "Ремонт техники Кингстон | жители Кингстон",
    );
  });

  it("may be given in a translation whose English file has none, and are kept when the translation is laid over it", () => {
    const translated = {
      name: "Кингстон",
      nameIn: "в Кингстоне",
      nameOf: "Кингстона",
      description: "Место.",
    };
    expect(
      compareWithSource({ name: english.name, description: english.description }, translated)
        .problems,
    ).toEqual([]);
    expect(overlay(english, translated)).toEqual({
      slug: "kingston",
      name: "Кингстон",
      nameIn: "в Кингстоне",
      nameOf: "Кингстона",
      description: "Место.",
    });
  });

  it("are not accepted below the top of a file, where they mean nothing", () => {
    const { problems } = compareWithSource(
      { sections: [{ id: "top", heading: "Hi" }] },
      { sections: [{ id: "top", heading: "Привет", nameIn: "x" }] },
    );
    expect(problems.map((p) => p.path)).toEqual([["sections", 0, "nameIn"]]);
  });

  it("are each an optional text field beside their name, as the schemas tell editors", () => {
    const location = JSON.parse(readFileSync("schemas/records/location.schema.json", "utf8"));
    const business = JSON.parse(readFileSync("schemas/site.schema.json", "utf8")).properties
      .business;
    for (const [form, from] of Object.entries(NAME_FORMS)) {
      const schema = from === "name" ? location : business;
      expect(schema.properties[from], form).toBeDefined();
      expect(schema.properties[form]?.$ref ?? schema.properties[form]?.type, form).toMatch(
        /definitions\/text$|^string$/,
      );
      expect(schema.required).not.toContain(form);
    }
  });
});

describe("the service area's forms", () => {
  const russian = {
    business: { name: "Harbour Fixers", serviceArea: "Большой Галифакс" },
    claims: {},
  } as unknown as SiteConfig;
  it("are written as {business.serviceAreaIn} and {business.serviceAreaOf}, and read the area itself where the language gives none", () => {
    const text = "Работаем {business.serviceAreaIn}; жители {business.serviceAreaOf}.";
    expect(interpolate(text, factsOf(russian))).toBe(
      "Работаем Большой Галифакс; жители Большой Галифакс.",
    );
    const declined = {
      ...russian,
      business: {
        ...russian.business,
        serviceAreaIn: "в Большом Галифаксе",
        serviceAreaOf: "Большого Галифакса",
      },
    } as SiteConfig;
    expect(interpolate(text, factsOf(declined))).toBe(
      "Работаем в Большом Галифаксе; жители Большого Галифакса.",
    );
  });

  it("may be given beside serviceArea in a translation whose English file has none, and nowhere else", () => {
    const english = { business: { serviceArea: "Halifax Regional Municipality", hours: "Daily" } };
    const translated = {
      business: {
        serviceArea: "Большой Галифакс",
        serviceAreaIn: "в Большом Галифаксе",
        hours: "Ежедневно",
      },
    };
    expect(compareWithSource(english, translated).problems).toEqual([]);
    expect(overlay(english, translated).business).toEqual(translated.business);
    const misplaced = {
      business: { ...translated.business },
      serviceAreaIn: "в Большом Галифаксе",
    };
    expect(compareWithSource(english, misplaced).problems.map((p) => p.path)).toEqual([
      ["serviceAreaIn"],
    ]);
  });

  it("reach the fixture's Arabic pages from its site.yaml, and the English pages keep the area as written", () => {
    const arabic = fixtureContent().translations.find(
      (t) => t.lang === "ar" && t.source.file.endsWith("/site.yaml"),
    )!;
    const { serviceAreaIn } = (arabic.source.data as { business: { serviceAreaIn: string } })
      .business;
    const lead = (lang: string) =>
      JSON.stringify(fixtureSite(lang).pages.find((p) => p.key === "about")!.sections[0]);
    expect(lead("ar")).toContain(serviceAreaIn);
    expect(lead("en")).toContain(fixtureSite("en").site.business.serviceArea);
  });
});
